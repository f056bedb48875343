import type { ActivityTotals, Ballot, Contestant, Participant } from '#shared/api.ts';

function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Voters and Activity: who is in the room, and the latest ballots. */
export function VotersPanel({
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
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  const voted = new Set(recentBallots.map((b) => b.participantId));
  const now = Date.now();

  return (
    <aside className="card stack voters-panel" aria-labelledby="voters-title">
      <div className="row">
        <h2 id="voters-title" className="section-title">
          Voters and Activity
        </h2>
        <span className="spacer" />
        <span className="badge" data-testid="ballot-count">
          {totals.ballots} {totals.ballots === 1 ? 'vote' : 'votes'}
        </span>
      </div>

      <section className="stack" style={{ gap: 8 }} aria-labelledby="recent-activity">
        <h3 id="recent-activity" className="eyebrow">
          Recent activity
        </h3>
        {recentBallots.length === 0 ? (
          <p className="muted">No votes yet. They will appear here as they come in.</p>
        ) : (
          <ol className="activity-list" data-testid="activity-list">
            {recentBallots.map((ballot) => (
              <li key={ballot.participantId} className="activity-item">
                <div className="row" style={{ gap: 8 }}>
                  <strong>{ballot.participantName}</strong>
                  <span className="muted activity-time">{timeAgo(ballot.updatedAt, now)}</span>
                </div>
                <p className="muted activity-ranking">
                  {ballot.rankings
                    .map((entry) => `${entry.rank}. ${names.get(entry.contestantId) ?? '—'}`)
                    .join('  ·  ')}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="stack" style={{ gap: 8 }} aria-labelledby="voters-list">
        <h3 id="voters-list" className="eyebrow">
          Voters ({participants.length})
        </h3>
        {participants.length === 0 ? (
          <p className="muted">Nobody has joined yet. Share the room code!</p>
        ) : (
          <ul className="voter-list" data-testid="voter-list">
            {participants.map((participant) => (
              <li key={participant.id} className="voter-item">
                <span className="voter-avatar" aria-hidden="true">
                  {participant.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="voter-name">{participant.name}</span>
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
