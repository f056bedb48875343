import { useLingui } from '@lingui/react/macro';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TieNotes } from '#client/components/tie-notes.tsx';
import { Breakdown } from '#client/components/vote-breakdown.tsx';
import {
  type HeadingLevel,
  headingTag,
  medalOf,
  placeText,
  tieLinesOf,
} from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { pickLabel, rankingRowId } from './own-picks.ts';
import { ResultsSection } from './results-section.tsx';
import './complete-rankings.css';

/**
 * Every contestant with rank, breakdown, points and any tie explanation
 * (`ties`, from tieBreakLines); shown when there are more than 3. The
 * participant's own picks (contestant ids in ballot order) are marked.
 * `awardId` keeps the rows' ids apart from another award's on the page.
 */
export function CompleteRankings({
  scores,
  ties,
  picks = [],
  awardId,
  level = 2,
  awardHeadingId,
}: {
  scores: FinalScore[];
  ties: ReadonlyMap<string, readonly string[]>;
  picks?: readonly string[];
  awardId?: string;
  level?: HeadingLevel;
  /** The heading of the award it belongs to, on a page of several: part of its name. */
  awardHeadingId?: string;
}) {
  const { t, i18n } = useLingui();
  const Name = headingTag(level, 1);
  return (
    <ResultsSection
      className="card results-section results-rankings"
      title={t`Complete Rankings`}
      level={level}
      awardHeadingId={awardHeadingId}
    >
      <ol className="results-rankings__list">
        {scores.map((score) => {
          const pick = picks.indexOf(score.contestantId);
          return (
            <li
              key={score.contestantId}
              id={rankingRowId(score.contestantId, awardId)}
              tabIndex={-1}
              data-own-pick={pick >= 0 || undefined}
              className={`results-rankings__item results-medal--${medalOf(score.rank)}`}
            >
              <span className="results-rankings__rank">{placeText(i18n, score.rank)}</span>
              <div className="results-rankings__who">
                <Name className="results-rankings__name" title={score.contestantName}>
                  {score.contestantName}
                </Name>
                {pick >= 0 && (
                  <span className="results-rankings__pick">{pickLabel(i18n, pick)}</span>
                )}
              </div>
              <Breakdown breakdown={score.voteBreakdown} />
              <ScoreFigure score={score} block="results-rankings" />
              <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
            </li>
          );
        })}
      </ol>
    </ResultsSection>
  );
}
