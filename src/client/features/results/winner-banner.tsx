import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TrophyIcon } from '#client/components/trophy-icon.tsx';
import {
  type HeadingLevel,
  headingTag,
  PLACES,
  placeVotesLabel,
  votesLabel,
} from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import './winner-banner.css';

/** Winner names longer than this get a smaller size so they fit the banner. */
const LONG_NAME = 28;

/** The winner: image or trophy, name, points, ballots, and their 1st/2nd/3rd place votes. */
export function WinnerBanner({
  winner,
  imageUrl,
  totalBallots,
  level = 2,
  awardHeadingId,
}: {
  winner: FinalScore;
  imageUrl: string | null;
  totalBallots: number;
  level?: HeadingLevel;
  /** The heading of the award it belongs to, on a page of several: part of its name. */
  awardHeadingId?: string;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const Name = headingTag(level);
  return (
    <section
      className="card card--hero results-winner"
      aria-labelledby={awardHeadingId ? `${awardHeadingId} ${headingId}` : headingId}
    >
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
        <Name
          id={headingId}
          className={`results-winner__name${winner.contestantName.length > LONG_NAME ? ' results-winner__name--long' : ''}`}
        >
          {winner.contestantName}
        </Name>
        <ScoreFigure score={winner} block="results-winner" />
        <p className="results-winner__ballots">
          {totalBallots === 0
            ? 'No votes were cast.'
            : `From ${formatCount(totalBallots)} ${totalBallots === 1 ? 'ballot' : 'ballots'}`}
        </p>
      </div>
      <ul className="results-winner__stats" aria-label="Winner's vote breakdown">
        {PLACES.map(({ key }) => (
          <li
            key={key}
            className="results-winner__stat"
            aria-label={votesLabel(i18n, key, winner.voteBreakdown[key])}
          >
            <span className="results-winner__stat-value">
              {formatCount(winner.voteBreakdown[key])}
            </span>
            <span className="results-winner__stat-label">{placeVotesLabel(i18n, key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
