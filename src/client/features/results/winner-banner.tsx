import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TrophyIcon } from '#client/components/trophy-icon.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { type HeadingLevel, headingTag, PLACES } from '#client/lib/results-places.ts';
import type { FinalScore, VoteBreakdown } from '#shared/api.ts';
import './winner-banner.css';

/** Winner names longer than this get a smaller size so they fit the banner. */
const LONG_NAME = 28;

/** A place's votes, as the stat under it says them and as a screen reader hears them. */
function placeVotes(i18n: I18n, place: keyof VoteBreakdown, count: number) {
  const votes = formatNumber(count, i18n.locale);
  switch (place) {
    case 'firstPlace':
      return {
        label: i18n._(msg`1st place votes`),
        spoken: i18n._(msg`1st place votes: ${votes}`),
      };
    case 'secondPlace':
      return {
        label: i18n._(msg`2nd place votes`),
        spoken: i18n._(msg`2nd place votes: ${votes}`),
      };
    case 'thirdPlace':
      return {
        label: i18n._(msg`3rd place votes`),
        spoken: i18n._(msg`3rd place votes: ${votes}`),
      };
  }
}

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
  const { t, i18n } = useLingui();
  const headingId = useId();
  const Name = headingTag(level);
  const ballots = totalBallots;
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
        <p className="results-winner__kicker">
          <Trans>Winner</Trans>
        </p>
        <Name
          id={headingId}
          className={`results-winner__name${winner.contestantName.length > LONG_NAME ? ' results-winner__name--long' : ''}`}
        >
          {winner.contestantName}
        </Name>
        <ScoreFigure score={winner} block="results-winner" />
        <p className="results-winner__ballots">
          {ballots === 0
            ? t`No votes were cast.`
            : t`From ${plural(ballots, { one: '# ballot', other: '# ballots' })}`}
        </p>
      </div>
      <ul className="results-winner__stats" aria-label={t`Winner's vote breakdown`}>
        {PLACES.map(({ key }) => {
          const votes = placeVotes(i18n, key, winner.voteBreakdown[key]);
          return (
            <li key={key} className="results-winner__stat" aria-label={votes.spoken}>
              <span className="results-winner__stat-value">
                {formatNumber(winner.voteBreakdown[key], i18n.locale)}
              </span>
              <span className="results-winner__stat-label">{votes.label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
