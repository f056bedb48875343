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
  return (
    <>
      <BrandBar>
        <button type="button" className="button button--secondary button--small" onClick={onLeave}>
          Leave Room
        </button>
      </BrandBar>
      <section className="card card--hero voting-header" aria-labelledby={VOTING_HEADING_ID}>
        <div className="row" style={{ alignItems: 'baseline' }}>
          <h1 id={VOTING_HEADING_ID} className="voting-room-name" tabIndex={-1}>
            {name}
          </h1>
          <span className="room-code voting-code">
            <span className="visually-hidden">Room code </span>
            {formatRoomCode(session.roomCode)}
          </span>
        </div>
        <p className="voting-title">{title}</p>
        <p className="voting-as">
          Voting as <strong>{session.participantName}</strong>
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
        <h2 className="section-title">Voting Has Ended</h2>
        <p>The admin has ended the voting session.</p>
        <p className="muted">Results are being calculated...</p>
        <a
          className="button button--primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          Return to Home
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
        <h2 className="section-title">No Contestants Yet</h2>
        <p className="muted">
          The admin is still adding contestants. They will appear here as soon as they are added.
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={leaving}
          onClick={onLeave}
        >
          Leave Room
        </button>
      </main>
    </div>
  );
}
