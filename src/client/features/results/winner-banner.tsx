import { useId } from 'react';
import type { FinalScore } from '#shared/api.ts';
import { PLACES, pointsWord, votesLabel } from './results-places.ts';
import { TrophyIcon } from './trophy-icon.tsx';
import './winner-banner.css';

/** Winner names longer than this get a smaller size so they fit the banner. */
const LONG_NAME = 28;

/** The winner: image or trophy, name, points, ballots, and their 1st/2nd/3rd place votes. */
export function WinnerBanner({
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
          {pointsWord(winner.totalPoints)}
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
