import type { FinalScore } from './api.ts';
import { POINTS_BY_RANK } from './constants.ts';

export type TallyContestant = { id: string; name: string; orderIndex: number };
export type TallyBallot = { rankings: readonly { contestantId: string; rank: number }[] };

/** Points a ranking earns: 1st = 3, 2nd = 2, 3rd = 1, anything else 0. */
export function pointsForRank(rank: number): number {
  return POINTS_BY_RANK[rank - 1] ?? 0;
}

/**
 * Tallies ballots into final scores, ordered by rank: total points, then
 * first places, then second places. Contestants still level after that
 * (a full tie) keep the order they were added in (order_index, then id),
 * so the same ballots always give the same ranking.
 */
export function tally(
  contestants: readonly TallyContestant[],
  ballots: readonly TallyBallot[],
): FinalScore[] {
  const scores = new Map<string, FinalScore & { orderIndex: number }>();
  for (const contestant of contestants) {
    scores.set(contestant.id, {
      contestantId: contestant.id,
      contestantName: contestant.name,
      totalPoints: 0,
      rank: 0,
      voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
      orderIndex: contestant.orderIndex,
    });
  }

  for (const ballot of ballots) {
    for (const { contestantId, rank } of ballot.rankings) {
      const score = scores.get(contestantId);
      if (!score) continue;
      score.totalPoints += pointsForRank(rank);
      if (rank === 1) score.voteBreakdown.firstPlace += 1;
      else if (rank === 2) score.voteBreakdown.secondPlace += 1;
      else if (rank === 3) score.voteBreakdown.thirdPlace += 1;
    }
  }

  return [...scores.values()]
    .sort(
      (a, b) =>
        b.totalPoints - a.totalPoints ||
        b.voteBreakdown.firstPlace - a.voteBreakdown.firstPlace ||
        b.voteBreakdown.secondPlace - a.voteBreakdown.secondPlace ||
        a.orderIndex - b.orderIndex ||
        (a.contestantId < b.contestantId ? -1 : a.contestantId > b.contestantId ? 1 : 0),
    )
    .map(({ orderIndex: _orderIndex, ...score }, index) => ({ ...score, rank: index + 1 }));
}
