import type { Ballot, Contestant } from '#shared/api.ts';

function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Recent activity: the latest ballots, newest first, with the rankings they gave. */
export function RecentActivity({
  recentBallots,
  contestants,
}: {
  recentBallots: Ballot[];
  contestants: Contestant[];
}) {
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  const now = Date.now();
  return (
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
  );
}
