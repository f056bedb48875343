import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RoomUnavailable } from '#client/components/room-states.tsx';
import { clearAdminSession } from '#client/lib/storage.ts';

/**
 * The owner revoked this device: it says so, and forgets the room at once,
 * so that a reload does not try the refused secret again.
 */
export function AdminRevoked({ onHome }: { onHome: () => void }) {
  const { t } = useLingui();
  useEffect(() => clearAdminSession(), []);
  return (
    <RoomUnavailable
      message={t`Your organiser access to this room was revoked.`}
      actionLabel={t`Back to Home`}
      onAction={onHome}
      centred
    />
  );
}
