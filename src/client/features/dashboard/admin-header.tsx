import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { ActivityTotals, Room } from '#shared/api.ts';
import './admin-dashboard.css';

function Stat({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <div className="stat">
      <span className="stat-value" data-testid={testId}>
        {value}
      </span>
      <span className="stat-label">{label}</span>
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
  const { t, i18n } = useLingui();
  const count = (value: number) => formatNumber(value, i18n.locale);
  const ballotCount = totals.ballots;
  return (
    <section className="card card--hero admin-header" aria-labelledby="room-name">
      <div className="stack" style={{ gap: 6 }}>
        <p className="admin-status">
          {room.status === 'ended' ? (
            <span className="badge badge--ended">
              <Trans>Voting ended</Trans>
            </span>
          ) : (
            <span className="badge badge--on-hero">
              <span className="live-dot" aria-hidden="true" /> <Trans>Voting open</Trans>
            </span>
          )}
        </p>
        <h1 id="room-name" className="admin-room-name">
          {room.name}
        </h1>
        <p className="admin-room-title">{room.title}</p>
      </div>
      <div className="admin-stats">
        {/* Each label sits under its count, shown apart in big type. */}
        <Stat
          value={count(participantCount)}
          label={t`${plural(participantCount, { one: 'participant', other: 'participants' })}`}
          testId="participant-count"
        />
        <Stat
          value={count(ballotCount)}
          label={t`${plural(ballotCount, { one: 'vote', other: 'votes' })}`}
        />
        <Stat
          value={count(contestantCount)}
          label={t`${plural(contestantCount, { one: 'contestant', other: 'contestants' })}`}
        />
        {totals.judges && (
          <div className="stat">
            <span className="stat-value" data-testid="judge-turnout">
              {count(totals.judges.voted)}/{count(totals.judges.judges)}
            </span>
            <span className="stat-label">
              <Trans comment="Under “2/5”: how many of the room's judges have voted">
                judges voted
              </Trans>
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
