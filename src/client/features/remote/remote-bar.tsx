import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import './remote.css';

/**
 * The show's controls on a phone, docked at the bottom of the screen in
 * reach of a thumb while the dashboard scrolls above them: the timer and
 * Finish Voting while voting is open, the reveal once it has ended. The
 * reconnecting notice takes its place in the bar, not over its buttons.
 */
export function RemoteBar({ status, children }: { status: ConnectionStatus; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="remote-bar" aria-label={t`Show controls`}>
      {children}
      <ConnectionBanner status={status} inline />
    </section>
  );
}
