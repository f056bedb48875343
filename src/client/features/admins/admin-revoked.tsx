import { useEffect } from 'react';
import { RoomUnavailable } from '#client/components/room-states.tsx';
import { clearAdminSession } from '#client/lib/storage.ts';

/**
 * The owner revoked this device: it says so, and forgets the room at once,
 * so that a reload does not try the refused secret again.
 */
export function AdminRevoked({ onHome }: { onHome: () => void }) {
  useEffect(() => clearAdminSession(), []);
  return (
    <RoomUnavailable
      message="Your organiser access to this room was revoked."
      actionLabel="Back to Home"
      onAction={onHome}
      centred
    />
  );
}
