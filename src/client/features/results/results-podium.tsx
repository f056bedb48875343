import { useLingui } from '@lingui/react/macro';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TieNotes } from '#client/components/tie-notes.tsx';
import { Breakdown } from '#client/components/vote-breakdown.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import {
  type HeadingLevel,
  headingTag,
  medalOf,
  placeText,
  tieLinesOf,
} from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { ResultsSection } from './results-section.tsx';
import './results-podium.css';

/**
 * The top 3 (fewer when fewer contestants) with their points, breakdowns and,
 * under any tied on points, how the tie was broken (`ties`, from tieBreakLines).
 */
export function ResultsPodium({
  top,
  ties,
  level = 2,
  awardHeadingId,
}: {
  top: FinalScore[];
  ties: ReadonlyMap<string, readonly string[]>;
  level?: HeadingLevel;
  /** The heading of the award it belongs to, on a page of several: part of its name. */
  awardHeadingId?: string;
}) {
  const { t, i18n } = useLingui();
  const Name = headingTag(level, 1);
  return (
    <ResultsSection
      className="results-section"
      title={top.length >= 3 ? t`Top 3` : t`Podium`}
      level={level}
      awardHeadingId={awardHeadingId}
    >
      <ol className={`results-podium results-podium--${top.length}`}>
        {top.map((score) => {
          const place = formatNumber(score.rank, i18n.locale);
          return (
            <li
              key={score.contestantId}
              className={`results-podium__place results-podium__place--${score.rank} results-medal--${medalOf(score.rank)}`}
            >
              <article className="results-podium__card">
                <span className="results-podium__rank">{placeText(i18n, score.rank)}</span>
                <Name className="results-podium__name">{score.contestantName}</Name>
                <ScoreFigure score={score} block="results-podium" />
                <Breakdown breakdown={score.voteBreakdown} />
                <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
              </article>
              <div className="results-podium__plinth" aria-hidden="true">
                {place}
              </div>
            </li>
          );
        })}
      </ol>
    </ResultsSection>
  );
}
