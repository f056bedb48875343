import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadingLevel } from '#client/lib/results-places.ts';
import { tieBreakLines } from '#client/lib/tie-wording.ts';
import type { Contestant, Results } from '#shared/api.ts';
import { CompleteRankings } from './complete-rankings.tsx';
import { ResultsPodium } from './results-podium.tsx';
import { winningScore } from './share-results.ts';
import { WinnerBanner } from './winner-banner.tsx';
import './results-summary.css';

/**
 * The final standings: a winner banner, the top 3 on a podium, and every
 * contestant's score when there are more than three; ties on points are
 * explained in words under the contestants concerned. `results` is the
 * room's (a room of one award) or one award's; its headings start at
 * `level`, and `awardId` keeps its rows' ids apart from another award's.
 */
export function ResultsSummary({
  results,
  contestants,
  picks,
  awardId,
  level = 2,
  awardHeadingId,
  voters = null,
}: {
  results: Pick<Results, 'finalScores' | 'winnerId' | 'totalBallots'>;
  /** Who voted, when not everyone ("Judges 70% · Audience 30%"): said above the winner. */
  voters?: string | null;
  contestants: Contestant[];
  /** The participant's own ballot, contestant ids in ranked order, to mark in the rankings. */
  picks?: readonly string[];
  awardId?: string;
  level?: HeadingLevel;
  /** The heading of the award, on a page of several: its sections are named after it too. */
  awardHeadingId?: string;
}) {
  const { i18n } = useLingui();
  const scores = [...results.finalScores].sort((a, b) => a.rank - b.rank);
  const winner = winningScore({ ...results, finalScores: scores });

  if (!winner) {
    return (
      <div className="results-summary">
        <p className="card results-empty">
          <Trans>No results to show: there were no contestants.</Trans>
        </p>
      </div>
    );
  }

  // A blended award or an expo is ranked by its score, not points: no tie on points to explain.
  const ties =
    winner.blend || winner.jury ? new Map<string, string[]>() : tieBreakLines(scores, i18n);
  const imageUrl =
    contestants.find((contestant) => contestant.id === winner.contestantId)?.imageUrl ?? null;

  return (
    <div className="results-summary">
      {voters && (
        <p className="results-summary__voters" data-testid="award-voters">
          {voters}
        </p>
      )}
      <WinnerBanner
        winner={winner}
        imageUrl={imageUrl}
        totalBallots={results.totalBallots}
        level={level}
        awardHeadingId={awardHeadingId}
      />
      <ResultsPodium
        top={scores.slice(0, 3)}
        ties={ties}
        level={level}
        awardHeadingId={awardHeadingId}
      />
      {scores.length > 3 ? (
        <CompleteRankings
          scores={scores}
          ties={ties}
          picks={picks}
          awardId={awardId}
          level={level}
          awardHeadingId={awardHeadingId}
        />
      ) : null}
    </div>
  );
}
