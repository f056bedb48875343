import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { SecretLink } from '#client/components/secret-link.tsx';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { teamLink } from '#client/lib/judge-link.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Contestant } from '#shared/api.ts';
import { judgesApi } from './judges-api.ts';

/**
 * Team link: a new link (and its QR code) that makes whoever joins through
 * it a member of the contestant's team, who may not rank it. The server keeps
 * only a hash of each link's secret, so every showing makes a new link; the
 * ones shown before keep working.
 */
export function TeamLinkDialog({
  contestant,
  session,
  roomCode,
  publicUrl,
  onClose,
}: {
  /** The contestant whose team link to show; null: the dialog is closed. */
  contestant: Contestant | null;
  session: AdminSession;
  roomCode: string;
  publicUrl: string;
  onClose: () => void;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro` };
  const { roomId, adminToken } = session;
  const contestantId = contestant?.id;

  useEffect(() => {
    setToken(null);
    setError(null);
    if (!contestantId) return;
    let cancelled = false;
    judgesApi.teamLink(roomId, adminToken, contestantId).then(
      (made) => {
        if (!cancelled) setToken(made.teamToken);
      },
      (failure: unknown) => {
        if (!cancelled) setError(getErrorMessage(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, adminToken, contestantId]);

  const contestantName = contestant?.name ?? '';
  const link = token && teamLink(publicUrl, roomCode, token);
  return (
    <SmallDialog
      open={contestant !== null}
      busy={false}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={onClose}
    >
      <div
        className="small-dialog__content"
        data-testid="team-link-step"
        aria-busy={!link && !error}
      >
        <h2 id={ids.title} className="small-dialog__title">
          <Trans>Team link of {contestantName}</Trans>
        </h2>
        <p id={ids.intro} className="muted">
          <Trans>
            Whoever joins through this link is in {contestantName}'s team: they vote, but cannot
            rank {contestantName}. Links shown before keep working.
          </Trans>
        </p>
        {link ? (
          <SecretLink link={link} what="team link" forWhom={contestantName} onDone={onClose} />
        ) : error ? (
          <SmallDialogActions error={error} busy={false} onCancel={onClose}>
            {null}
          </SmallDialogActions>
        ) : (
          <p className="muted">
            <Trans>Making the link…</Trans>
          </p>
        )}
      </div>
    </SmallDialog>
  );
}
