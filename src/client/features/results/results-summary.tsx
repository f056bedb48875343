import { useId } from 'react';
import type { Contestant, FinalScore, Results, VoteBreakdown } from '#shared/api.ts';
import { winningScore } from './share-results.ts';
import './results.css';

const PLACES = [
  { key: 'firstPlace', label: '1st' },
  { key: 'secondPlace', label: '2nd' },
  { key: 'thirdPlace', label: '3rd' },
] as const satisfies readonly { key: keyof VoteBreakdown; label: string }[];

/** Winner names longer than this get a smaller size so they fit the banner. */
const LONG_NAME = 28;

const MEDALS = ['gold', 'silver', 'bronze'] as const;

function medalOf(rank: number): string {
  return MEDALS[rank - 1] ?? 'none';
}

function votesLabel(place: string, count: number): string {
  return `${place} place votes: ${count}`;
}

function TrophyIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M20 10h-9v5c0 7 4.5 12 11 12.5M44 10h9v5c0 7-4.5 12-11 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M18 6h28v16c0 9.4-6.3 17-14 17s-14-7.6-14-17V6z" fill="currentColor" />
      <path d="M28 38h8v9h-8z" fill="currentColor" />
      <rect x="19" y="47" width="26" height="9" rx="2.5" fill="currentColor" />
      <path
        d="m32 12 2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z"
        fill="rgb(255 255 255 / 55%)"
      />
    </svg>
  );
}

/** Counts of 1st, 2nd and 3rd place votes, as small labelled chips. */
function Breakdown({ breakdown }: { breakdown: VoteBreakdown }) {
  return (
    <ul className="results-breakdown" aria-label="Vote breakdown">
      {PLACES.map(({ key, label }) => (
        <li
          key={key}
          className={`results-breakdown__item results-breakdown__item--${key}`}
          aria-label={votesLabel(label, breakdown[key])}
        >
          <span className="results-breakdown__place">{label}</span>
          <span className="results-breakdown__count">{breakdown[key]}</span>
        </li>
      ))}
    </ul>
  );
}

function WinnerBanner({
  winner,
  imageUrl,
  totalBallots,
}: {
  winner: FinalScore;
  imageUrl: string | null;
  totalBallots: number;
}) {
  const headingId = useId();
  return (
    <section className="card card--hero results-winner" aria-labelledby={headingId}>
      <div className="results-winner__art">
        {imageUrl ? (
          <div className="results-winner__photo">
            <img src={imageUrl} alt="" />
            <span className="results-winner__badge">
              <TrophyIcon className="results-winner__badge-icon" />
            </span>
          </div>
        ) : (
          <span className="results-winner__trophy">
            <TrophyIcon className="results-winner__trophy-icon" />
          </span>
        )}
      </div>
      <div className="results-winner__text">
        <p className="results-winner__kicker">Winner</p>
        <h2
          id={headingId}
          className={`results-winner__name${winner.contestantName.length > LONG_NAME ? ' results-winner__name--long' : ''}`}
        >
          {winner.contestantName}
        </h2>
        <p className="results-winner__points">
          <span className="results-winner__points-value">{winner.totalPoints}</span>{' '}
          {winner.totalPoints === 1 ? 'point' : 'points'}
        </p>
        <p className="results-winner__ballots">
          {totalBallots === 0
            ? 'No votes were cast.'
            : `From ${totalBallots} ${totalBallots === 1 ? 'ballot' : 'ballots'}`}
        </p>
      </div>
      <ul className="results-winner__stats" aria-label="Winner's vote breakdown">
        {PLACES.map(({ key, label }) => (
          <li
            key={key}
            className="results-winner__stat"
            aria-label={votesLabel(label, winner.voteBreakdown[key])}
          >
            <span className="results-winner__stat-value">{winner.voteBreakdown[key]}</span>
            <span className="results-winner__stat-label">{label} place votes</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Podium({ top }: { top: FinalScore[] }) {
  const headingId = useId();
  return (
    <section className="results-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title results-section__title">
        {top.length >= 3 ? 'Top 3' : 'Podium'}
      </h2>
      <ol className={`results-podium results-podium--${top.length}`}>
        {top.map((score) => (
          <li
            key={score.contestantId}
            className={`results-podium__place results-podium__place--${score.rank} results-medal--${medalOf(score.rank)}`}
          >
            <article className="results-podium__card">
              <span className="results-podium__rank">#{score.rank}</span>
              <h3 className="results-podium__name">{score.contestantName}</h3>
              <p className="results-podium__points">
                <span className="results-podium__points-value">{score.totalPoints}</span>{' '}
                {score.totalPoints === 1 ? 'point' : 'points'}
              </p>
              <Breakdown breakdown={score.voteBreakdown} />
            </article>
            <div className="results-podium__plinth" aria-hidden="true">
              {score.rank}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CompleteRankings({ scores }: { scores: FinalScore[] }) {
  const headingId = useId();
  return (
    <section className="card results-section results-rankings" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title results-section__title">
        Complete Rankings
      </h2>
      <ol className="results-rankings__list">
        {scores.map((score) => (
          <li
            key={score.contestantId}
            className={`results-rankings__item results-medal--${medalOf(score.rank)}`}
          >
            <span className="results-rankings__rank">#{score.rank}</span>
            <h3 className="results-rankings__name">{score.contestantName}</h3>
            <Breakdown breakdown={score.voteBreakdown} />
            <p className="results-rankings__points">
              <span className="results-rankings__points-value">{score.totalPoints}</span>
              <span className="results-rankings__points-unit">
                {' '}
                {score.totalPoints === 1 ? 'point' : 'points'}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The final standings: a winner banner, the top 3 on a podium, and every
 * contestant's score when there are more than three.
 */
export function ResultsSummary({
  results,
  contestants,
}: {
  results: Results;
  contestants: Contestant[];
}) {
  const scores = [...results.finalScores].sort((a, b) => a.rank - b.rank);
  const winner = winningScore({ ...results, finalScores: scores });

  if (!winner) {
    return (
      <div className="results-summary">
        <p className="card results-empty">No results to show: there were no contestants.</p>
      </div>
    );
  }

  const imageUrl =
    contestants.find((contestant) => contestant.id === winner.contestantId)?.imageUrl ?? null;

  return (
    <div className="results-summary">
      <WinnerBanner winner={winner} imageUrl={imageUrl} totalBallots={results.totalBallots} />
      <Podium top={scores.slice(0, 3)} />
      {scores.length > 3 ? <CompleteRankings scores={scores} /> : null}
    </div>
  );
}
