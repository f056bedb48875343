import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { HourglassIcon, ToolsIcon } from '#client/components/icons.tsx';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { VOTING_HEADING_ID } from './use-arrival-focus.ts';
import './voting.css';

/** Room name, code and title, who is voting, and Leave Room; then any notice for the participant. */
export function VotingHeader({
  session,
  title,
  name,
  onLeave,
  notice,
  badges,
}: {
  session: ParticipantSession;
  title: string;
  name: string;
  onLeave: () => void;
  notice?: ReactNode;
  /** Beside the voter's name: a judge's or a team member's badge. */
  badges?: ReactNode;
}) {
  const { participantName } = session;
  return (
    <>
      <BrandBar>
        <button type="button" className="button button--secondary button--small" onClick={onLeave}>
          <Trans>Leave Room</Trans>
        </button>
      </BrandBar>
      <section className="card card--hero voting-header" aria-labelledby={VOTING_HEADING_ID}>
        <div className="row" style={{ alignItems: 'baseline' }}>
          <h1 id={VOTING_HEADING_ID} className="voting-room-name" tabIndex={-1}>
            {name}
          </h1>
          <span className="room-code voting-code">
            <span className="visually-hidden">
              <Trans>Room code</Trans>{' '}
            </span>
            {formatRoomCode(session.roomCode)}
          </span>
        </div>
        <p className="voting-title">{title}</p>
        <p className="voting-as">
          <Trans>
            Voting as <strong>{participantName}</strong>
          </Trans>
          {badges}
        </p>
      </section>
      {notice}
    </>
  );
}

/** The room has ended but its results have not arrived yet. */
export function VotingEnded({ header, onHome }: { header: ReactNode; onHome: () => void }) {
  return (
    <div className="page page--narrow stack">
      {header}
      <main className="card stack state-card" aria-live="polite">
        <span className="state-icon" aria-hidden="true">
          <HourglassIcon size={40} />
        </span>
        <h2 className="section-title">
          <Trans>Voting Has Ended</Trans>
        </h2>
        <p>
          <Trans>The admin has ended the voting session.</Trans>
        </p>
        <p className="muted">
          <Trans>Results are being calculated...</Trans>
        </p>
        <a
          className="button button--primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          <Trans>Return to Home</Trans>
        </a>
      </main>
    </div>
  );
}

/** The admin has not added anyone to vote for yet. */
export function NoContestantsYet({
  header,
  leaving,
  onLeave,
}: {
  header: ReactNode;
  leaving: boolean;
  onLeave: () => void;
}) {
  return (
    <div className="page page--narrow stack">
      {header}
      <main className="card stack state-card" aria-live="polite">
        <span className="state-icon" aria-hidden="true">
          <ToolsIcon size={40} />
        </span>
        <h2 className="section-title">
          <Trans>No Contestants Yet</Trans>
        </h2>
        <p className="muted">
          <Trans>
            The admin is still adding contestants. They will appear here as soon as they are added.
          </Trans>
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={leaving}
          onClick={onLeave}
        >
          <Trans>Leave Room</Trans>
        </button>
      </main>
    </div>
  );
}
