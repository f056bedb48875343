import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Screen } from '#shared/screens.ts';
import { RevokeScreenDialog } from './revoke-screen-dialog.tsx';
import { ScreenLinkDialog } from './screen-link-dialog.tsx';
import { useScreens } from './use-screens.ts';
import '#client/components/list-row.css';
import './screens-panel.css';

/** One screen link: its name and Revoke. */
function ScreenItem({ screen, onRevoke }: { screen: Screen; onRevoke: () => void }) {
  const nameId = useId();
  return (
    <li className="list-row screen-item">
      <span id={nameId} className="screen-name">
        {screen.name}
      </span>
      <button
        type="button"
        className="button button--ghost button--small list-row__revoke"
        aria-describedby={nameId}
        onClick={onRevoke}
      >
        <Trans>Revoke</Trans>
      </button>
    </li>
  );
}

/**
 * Screens: read-only links to the big screen for other machines (a stream,
 * a second projector, a hall screen), with Screen link to make one and
 * Revoke for each.
 */
export function ScreensPanel({
  session,
  changes,
  status,
  publicUrl,
}: {
  session: AdminSession;
  /** Counts the live room's changes to its screen links; each asks for a new read. */
  changes: number;
  status: ConnectionStatus;
  publicUrl: string;
}) {
  const { t } = useLingui();
  const screens = useScreens(session, changes, status);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Screen | null>(null);

  return (
    <section className="card stack screens-panel" aria-labelledby="screens-title">
      <div className="row screens-panel__header">
        <h2 id="screens-title" className="section-title">
          <Trans>Screens</Trans>
        </h2>
        <span className="spacer" />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setCreating(true)}
        >
          <Trans>Screen link</Trans>
        </button>
      </div>
      <p className="muted screens-panel__intro">
        <Trans>
          The big screen on another machine, read-only: for a stream, a second projector or a hall
          screen.
        </Trans>
      </p>
      {screens.error && (
        <p className="error-box" role="alert">
          {screens.error}
        </p>
      )}
      {screens.screens.length > 0 && (
        <ul className="plain-list" aria-label={t`Screen links`}>
          {screens.screens.map((screen) => (
            <ScreenItem key={screen.id} screen={screen} onRevoke={() => setRevoking(screen)} />
          ))}
        </ul>
      )}
      <ScreenLinkDialog
        open={creating}
        roomId={session.roomId}
        publicUrl={publicUrl}
        onInvite={screens.create}
        onClose={() => setCreating(false)}
      />
      <RevokeScreenDialog
        screen={revoking}
        onRevoke={screens.revoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
