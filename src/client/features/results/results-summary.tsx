import type { Contestant, Results } from '#shared/api.ts';
import { tieBreaks } from '#shared/tie-break.ts';
import { CompleteRankings } from './complete-rankings.tsx';
import { ResultsPodium } from './results-podium.tsx';
import { winningScore } from './share-results.ts';
import { WinnerBanner } from './winner-banner.tsx';
import './results-summary.css';

/**
 * The final standings: a winner banner, the top 3 on a podium, and every
 * contestant's score when there are more than three; ties on points are
 * explained in words under the contestants concerned.
 */
export function ResultsSummary({
  results,
  contestants,
  picks,
}: {
  results: Results;
  contestants: Contestant[];
  /** The participant's own ballot, contestant ids in ranked order, to mark in the rankings. */
  picks?: readonly string[];
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

  const ties = tieBreaks(scores);
  const imageUrl =
    contestants.find((contestant) => contestant.id === winner.contestantId)?.imageUrl ?? null;

  return (
    <div className="results-summary">
      <WinnerBanner winner={winner} imageUrl={imageUrl} totalBallots={results.totalBallots} />
      <ResultsPodium top={scores.slice(0, 3)} ties={ties} />
      {scores.length > 3 ? <CompleteRankings scores={scores} ties={ties} picks={picks} /> : null}
    </div>
  );
}
