import { useId } from 'react';
import type { FinalScore } from '#shared/api.ts';
import { medalOf, pointsWord, tieLinesOf } from './results-places.ts';
import { TieNotes } from './tie-notes.tsx';
import { Breakdown } from './vote-breakdown.tsx';
import './results-podium.css';

/**
 * The top 3 (fewer when fewer contestants) with their points, breakdowns and,
 * under any tied on points, how the tie was broken (`ties`, from tieBreaks).
 */
export function ResultsPodium({
  top,
  ties,
}: {
  top: FinalScore[];
  ties: ReadonlyMap<string, readonly string[]>;
}) {
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
                {pointsWord(score.totalPoints)}
              </p>
              <Breakdown breakdown={score.voteBreakdown} />
              <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
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
