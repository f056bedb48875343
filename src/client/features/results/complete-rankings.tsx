import { useId } from 'react';
import type { FinalScore } from '#shared/api.ts';
import { medalOf, pointsWord, tieLinesOf } from './results-places.ts';
import { TieNotes } from './tie-notes.tsx';
import { Breakdown } from './vote-breakdown.tsx';
import './complete-rankings.css';

/**
 * Every contestant with rank, breakdown, points and any tie explanation
 * (`ties`, from tieBreaks); shown when there are more than 3.
 */
export function CompleteRankings({
  scores,
  ties,
}: {
  scores: FinalScore[];
  ties: ReadonlyMap<string, readonly string[]>;
}) {
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
                {pointsWord(score.totalPoints)}
              </span>
            </p>
            <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
