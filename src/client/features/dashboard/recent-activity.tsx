import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { timeAgo } from '#client/lib/time-ago.ts';
import { useNow } from '#client/lib/use-now.ts';
import type { Ballot } from '#shared/api.ts';

/** How often "42s ago" is brought up to date. */
const CLOCK_MS = 10_000;

/** One ballot: who voted (in which award, when there are several) and when; the rankings only after Show ballot. */
function ActivityEntry({
  ballot,
  names,
  award,
  now,
  shown,
  onToggle,
}: {
  ballot: Ballot;
  names: ReadonlyMap<string, string>;
  award: string | undefined;
  now: number;
  shown: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const ranked = (rank: number, contestantId: string) => {
    const place = formatNumber(rank, i18n.locale);
    const contestantName = names.get(contestantId) ?? '—';
    return t({
      message: `${place}. ${contestantName}`,
      comment: 'One line of a ballot: its place, then the contestant ranked there',
    });
  };
  return (
    <li className="activity-item">
      <div className="activity-row">
        <span className="activity-who">
          <strong id={`${id}-name`} className="activity-name">
            {ballot.participantName}
          </strong>{' '}
          {award !== undefined && <span className="activity-award">{award} · </span>}
          <span className="muted activity-time">{timeAgo(i18n, ballot.updatedAt, now)}</span>
        </span>
        <button
          type="button"
          className="button button--ghost button--small activity-toggle"
          aria-expanded={shown}
          aria-controls={shown ? `${id}-ballot` : undefined}
          aria-describedby={`${id}-name`}
          onClick={onToggle}
        >
          {shown ? t`Hide ballot` : t`Show ballot`}
        </button>
      </div>
      {shown && (
        <p id={`${id}-ballot`} className="activity-ranking">
          {ballot.rankings.map((entry) => ranked(entry.rank, entry.contestantId)).join('  ·  ')}
        </p>
      )}
    </li>
  );
}

/**
 * Recent activity: the latest ballots, newest first, with who voted and
 * when. The dashboard is often on a projector, so a ballot's rankings show
 * only when the organiser asks for that one.
 */
export function RecentActivity({
  recentBallots,
  contestantNames,
  awardNames,
}: {
  recentBallots: Ballot[];
  contestantNames: ReadonlyMap<string, string>;
  /** The awards' names by id, in a room of two or more awards; none in a room of one. */
  awardNames?: ReadonlyMap<string, string>;
}) {
  const now = useNow(CLOCK_MS);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  // By ballot: one participant has a ballot in each award they voted in.
  const toggle = (ballotId: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(ballotId)) next.add(ballotId);
      return next;
    });

  return (
    <section className="stack" style={{ gap: 8 }} aria-labelledby="recent-activity">
      <h3 id="recent-activity" className="eyebrow">
        <Trans>Recent activity</Trans>
      </h3>
      {recentBallots.length === 0 ? (
        <p className="muted">
          <Trans>No votes yet. They will appear here as they come in.</Trans>
        </p>
      ) : (
        <ol className="plain-list activity-list" data-testid="activity-list">
          {recentBallots.map((ballot) => (
            <ActivityEntry
              key={ballot.id}
              ballot={ballot}
              names={contestantNames}
              award={awardNames?.get(ballot.awardId)}
              now={now}
              shown={shown.has(ballot.id)}
              onToggle={() => toggle(ballot.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
