import type { AwardResults, Results } from '#shared/api.ts';

/**
 * Each award's results, in the organiser's order. Results always list their
 * awards; should a list arrive empty, the top-level fields (the first
 * award's) stand for the one award, so that a screen never shows nothing.
 */
export function awardsOf(results: Results): AwardResults[] {
  if (results.awards.length > 0) return results.awards;
  const { finalScores, winnerId, totalBallots } = results;
  return [
    {
      awardId: '',
      awardName: '',
      voters: 'everyone',
      judgesWeight: null,
      finalScores,
      winnerId,
      totalBallots,
    },
  ];
}
