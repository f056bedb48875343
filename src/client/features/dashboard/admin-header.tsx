import type { ActivityTotals, Room } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import './admin-dashboard.css';

function Stat({
  value,
  one,
  many,
  testId,
}: {
  value: number;
  one: string;
  many: string;
  testId?: string;
}) {
  return (
    <div className="stat">
      <span className="stat-value" data-testid={testId}>
        {formatCount(value)}
      </span>
      <span className="stat-label">{value === 1 ? one : many}</span>
    </div>
  );
}

/** The dashboard's hero: voting open or ended, room name and title, and the room's counts. */
export function AdminHeader({
  room,
  participantCount,
  totals,
  contestantCount,
}: {
  room: Room;
  participantCount: number;
  totals: ActivityTotals;
  contestantCount: number;
}) {
  return (
    <section className="card card--hero admin-header" aria-labelledby="room-name">
      <div className="stack" style={{ gap: 6 }}>
        <p className="admin-status">
          {room.status === 'ended' ? (
            <span className="badge badge--ended">Voting ended</span>
          ) : (
            <span className="badge badge--on-hero">
              <span className="live-dot" aria-hidden="true" /> Voting open
            </span>
          )}
        </p>
        <h1 id="room-name" className="admin-room-name">
          {room.name}
        </h1>
        <p className="admin-room-title">{room.title}</p>
      </div>
      <div className="admin-stats">
        <Stat
          value={participantCount}
          one="participant"
          many="participants"
          testId="participant-count"
        />
        <Stat value={totals.ballots} one="vote" many="votes" />
        <Stat value={contestantCount} one="contestant" many="contestants" />
        {totals.judges && (
          <div className="stat">
            <span className="stat-value" data-testid="judge-turnout">
              {formatCount(totals.judges.voted)}/{formatCount(totals.judges.judges)}
            </span>
            <span className="stat-label">judges voted</span>
          </div>
        )}
      </div>
    </section>
  );
}
