import type { ConnectionStatus } from '#client/lib/room-connection.ts';
import './connection-banner.css';

/** Says, calmly, when the live connection is down and being restored. */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  if (status !== 'reconnecting') return null;
  return (
    <div className="connection-banner" role="status">
      Reconnecting… your changes are safe.
    </div>
  );
}
