import type { RankingEntry } from './api.ts';
import { pointsForRank } from './tally.ts';

/**
 * A ballot's rankings without one contestant: the others keep their order
 * and move up, their rank and points renumbered (1st = 3, 2nd = 2, 3rd = 1).
 * Null when the contestant was not ranked, so the ballot stays as cast.
 */
export function rankingsWithout(
  rankings: readonly RankingEntry[],
  contestantId: string,
): RankingEntry[] | null {
  if (!rankings.some((entry) => entry.contestantId === contestantId)) return null;
  return [...rankings]
    .sort((a, b) => a.rank - b.rank)
    .filter((entry) => entry.contestantId !== contestantId)
    .map((entry, index) => ({
      contestantId: entry.contestantId,
      rank: index + 1,
      points: pointsForRank(index + 1),
    }));
}
