import { useId } from 'react';
import type { FinalScore } from '#shared/api.ts';
import { pickLabel, rankingRowId } from './own-picks.ts';
import { medalOf, pointsWord, tieLinesOf } from './results-places.ts';
import { TieNotes } from './tie-notes.tsx';
import { Breakdown } from './vote-breakdown.tsx';
import './complete-rankings.css';

/**
 * Every contestant with rank, breakdown, points and any tie explanation
 * (`ties`, from tieBreaks); shown when there are more than 3. The
 * participant's own picks (contestant ids in ballot order) are marked.
 */
export function CompleteRankings({
  scores,
  ties,
  picks = [],
}: {
  scores: FinalScore[];
  ties: ReadonlyMap<string, readonly string[]>;
  picks?: readonly string[];
}) {
  const headingId = useId();
  return (
    <section className="card results-section results-rankings" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title results-section__title">
        Complete Rankings
      </h2>
      <ol className="results-rankings__list">
        {scores.map((score) => {
          const pick = picks.indexOf(score.contestantId);
          return (
            <li
              key={score.contestantId}
              id={rankingRowId(score.contestantId)}
              tabIndex={-1}
              data-own-pick={pick >= 0 || undefined}
              className={`results-rankings__item results-medal--${medalOf(score.rank)}`}
            >
              <span className="results-rankings__rank">#{score.rank}</span>
              <div className="results-rankings__who">
                <h3 className="results-rankings__name" title={score.contestantName}>
                  {score.contestantName}
                </h3>
                {pick >= 0 && <span className="results-rankings__pick">{pickLabel(pick)}</span>}
              </div>
              <Breakdown breakdown={score.voteBreakdown} />
              <p className="results-rankings__points">
                <span className="results-rankings__points-value">{score.totalPoints}</span>
                <span className="results-rankings__points-unit">
                  {' '}
                  {pointsWord(score.totalPoints)}
                </span>
              </p>
              <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
