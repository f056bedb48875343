import { Trans } from '@lingui/react/macro';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import './connection-banner.css';

/**
 * Says, calmly, when the live connection is down and being restored. It
 * floats at the bottom of the screen; `inline`, it takes its place in the
 * layout instead, where a floating notice would cover a control (Submit Vote).
 */
export function ConnectionBanner({
  status,
  inline = false,
}: {
  status: ConnectionStatus;
  inline?: boolean;
}) {
  if (status !== 'reconnecting') return null;
  return (
    <div
      className={inline ? 'connection-banner connection-banner--inline' : 'connection-banner'}
      role="status"
    >
      <Trans>Reconnecting… your changes are safe.</Trans>
    </div>
  );
}
