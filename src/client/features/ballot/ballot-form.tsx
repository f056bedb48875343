import { TimeLeft } from '#client/components/time-left.tsx';
import type { Contestant } from '#shared/api.ts';
import { BallotBoard } from './ballot-board.tsx';
import type { BallotLists } from './ballot-lists.ts';
import type { BallotState } from './use-ballot.ts';
import './voting.css';

/** Said over Submit Vote when a ranking kept on the device since the last visit comes back. */
const UNSENT_CHANGES = 'You have unsent changes';

/** Voting Active, the two lists, and Submit Vote / Reset Vote once something is ranked. */
export function BallotForm({
  contestants,
  ballot,
  lists,
  votingEndsAt = null,
}: {
  contestants: Contestant[];
  ballot: BallotState;
  lists: BallotLists;
  /** When the organiser's timer ends voting, if one runs. */
  votingEndsAt?: string | null;
}) {
  const { voted, busy } = ballot;
  return (
    <main className="stack">
      <div className="row status-row">
        <div className="status-tile" role="status">
          <span className="live-dot" aria-hidden="true" />
          <span>
            <strong>Voting Active</strong>
            <span className="muted status-sub">
              {voted ? ' · your vote is in' : ' · drag or tap + to rank, then submit'}
            </span>
          </span>
        </div>
        {voted && <span className="badge badge--success">✓ Voted</span>}
      </div>
      <TimeLeft votingEndsAt={votingEndsAt} announce className="voting-time-left" />
      <BallotBoard
        contestants={contestants}
        lists={lists}
        locked={voted}
        onChange={ballot.changeLists}
      />
      {lists.ranked.length > 0 && (
        <div className="submit-bar">
          {ballot.unsent && (
            <p className="notice submit-bar__notice" role="status">
              {UNSENT_CHANGES}
            </p>
          )}
          <button
            type="button"
            className={`button button--block ${voted ? 'button--success' : 'button--gradient'}`}
            disabled={voted || busy}
            onClick={ballot.submit}
          >
            {voted ? 'Vote Submitted!' : 'Submit Vote'}
          </button>
          {voted && (
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={busy}
              onClick={ballot.reset}
            >
              Reset Vote
            </button>
          )}
        </div>
      )}
    </main>
  );
}
