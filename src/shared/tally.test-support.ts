import type { FinalScore } from './api.ts';
import type { TallyBallot, TallyContestant } from './tally.ts';

/** A contestant whose name is derived from its id, to keep fixtures short. */
export function contestant(id: string, orderIndex: number): TallyContestant {
  return { id, name: `Contestant ${id}`, orderIndex };
}

/** A ballot listing contestant ids in ranked order: the first is rank 1. */
export function ballot(...ids: string[]): TallyBallot {
  return { rankings: ids.map((contestantId, index) => ({ contestantId, rank: index + 1 })) };
}

/** The expected FinalScore for a contestant built with `contestant()`. */
export function score(
  id: string,
  rank: number,
  totalPoints: number,
  [firstPlace, secondPlace, thirdPlace]: [number, number, number],
): FinalScore {
  return {
    contestantId: id,
    contestantName: `Contestant ${id}`,
    totalPoints,
    rank,
    voteBreakdown: { firstPlace, secondPlace, thirdPlace },
  };
}

/** The contestant ids of a result, in order. */
export const ids = (scores: FinalScore[]) => scores.map((s) => s.contestantId);
