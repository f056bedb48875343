import type { ActivityTotals, Ballot, Contestant, Participant } from '#shared/api.ts';
import { RecentActivity } from './recent-activity.tsx';
import './participants-panel.css';

/** Voters and Activity: who is in the room, and the latest ballots. */
export function ParticipantsPanel({
  participants,
  recentBallots,
  totals,
  contestants,
  canRemove,
  onRemove,
}: {
  participants: Participant[];
  recentBallots: Ballot[];
  totals: ActivityTotals;
  contestants: Contestant[];
  canRemove: boolean;
  onRemove: (participant: Participant) => void;
}) {
  const voted = new Set(recentBallots.map((b) => b.participantId));
  const contestantNames = new Map(contestants.map((c) => [c.id, c.name]));

  return (
    <aside className="card stack participants-panel" aria-labelledby="voters-title">
      <div className="row">
        <h2 id="voters-title" className="section-title">
          Voters and Activity
        </h2>
        <span className="spacer" />
        <span className="badge" data-testid="ballot-count">
          {totals.ballots} {totals.ballots === 1 ? 'vote' : 'votes'}
        </span>
      </div>

      <RecentActivity recentBallots={recentBallots} contestantNames={contestantNames} />

      <section className="stack" style={{ gap: 8 }} aria-labelledby="voters-list">
        <h3 id="voters-list" className="eyebrow">
          Voters ({participants.length})
        </h3>
        {participants.length === 0 ? (
          <p className="muted">Nobody has joined yet. Share the room code!</p>
        ) : (
          <ul className="participant-list" data-testid="voter-list">
            {participants.map((participant) => (
              <li key={participant.id} className="participant-item">
                <span className="participant-avatar" aria-hidden="true">
                  {participant.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="participant-name">{participant.name}</span>
                {voted.has(participant.id) && <span className="badge badge--success">Voted</span>}
                <span className="spacer" />
                {canRemove && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove ${participant.name}`}
                    title="Remove voter"
                    onClick={() => onRemove(participant)}
                  >
                    ✕
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
