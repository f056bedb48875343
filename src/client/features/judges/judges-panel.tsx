import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Award, Ballot, Contestant } from '#shared/api.ts';
import type { Judge } from '#shared/judges.ts';
import { InviteJudgeDialog } from './invite-judge-dialog.tsx';
import { JudgeRow } from './judge-row.tsx';
import { RevokeJudgeDialog } from './revoke-judge-dialog.tsx';
import { useJudges } from './use-judges.ts';
import './judges-panel.css';

/**
 * Judges: the people who vote beside the audience with a personal link, how
 * far each got, and their conflicts of interest; with Invite judge and
 * Revoke while voting is open.
 */
export function JudgesPanel({
  session,
  changes,
  status,
  publicUrl,
  awards,
  contestants,
  recentBallots,
  canChange,
}: {
  session: AdminSession;
  /** Counts the live room's changes to judges; each asks for a new read. */
  changes: number;
  status: ConnectionStatus;
  publicUrl: string;
  awards: Award[];
  contestants: Contestant[];
  /** The latest ballots: a judge's appearing or changing asks for a new read. */
  recentBallots: Ballot[];
  /** False once voting has ended: no Invite, no Revoke, conflicts read-only. */
  canChange: boolean;
}) {
  const { t } = useLingui();
  const judges = useJudges(session, changes, status, recentBallots);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Judge | null>(null);

  // The revoked judge's row, and the Revoke button the dialog would give the
  // focus back to, are gone: the focus goes to the panel's title instead.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const revoked = useRef(false);
  useEffect(() => {
    if (revoking !== null || !revoked.current) return;
    revoked.current = false;
    titleRef.current?.focus();
  }, [revoking]);
  const revoke = async (judge: Judge) => {
    await judges.revoke(judge);
    revoked.current = true;
  };

  return (
    <section className="card stack judges-panel" aria-labelledby="judges-title">
      <div className="row judges-panel__header">
        <h2 id="judges-title" ref={titleRef} className="section-title" tabIndex={-1}>
          <Trans>Judges</Trans>
        </h2>
        <span className="spacer" />
        {canChange && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setInviting(true)}
          >
            <Trans>Invite judge</Trans>
          </button>
        )}
      </div>
      {judges.error && (
        <p className="error-box" role="alert">
          {judges.error}
        </p>
      )}
      {judges.judges.length === 0 ? (
        judges.loaded && (
          <p className="muted">
            <Trans>No judges yet. Invite judges to vote beside the audience.</Trans>
          </p>
        )
      ) : (
        <ul className="plain-list judges-panel__list" aria-label={t`Judges`}>
          {judges.judges.map((judge) => (
            <JudgeRow
              key={judge.id}
              judge={judge}
              awards={awards}
              contestants={contestants}
              canChange={canChange}
              onSaveConflicts={judges.setConflicts}
              onRevoke={() => setRevoking(judge)}
            />
          ))}
        </ul>
      )}

      {/* Kept even once voting ends: a link on screen is shown only this once. */}
      <InviteJudgeDialog
        open={inviting}
        roomId={session.roomId}
        publicUrl={publicUrl}
        onInvite={judges.invite}
        onClose={() => setInviting(false)}
      />
      <RevokeJudgeDialog judge={revoking} onRevoke={revoke} onClose={() => setRevoking(null)} />
    </section>
  );
}
