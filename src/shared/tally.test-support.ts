import type { FinalScore } from './api.ts';
import { type TallyBallot, type TallyContestant, tally } from './tally.ts';

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

/** Contestants whose orderIndex is their position in the list. */
export const listed = (...names: string[]) => names.map((id, i) => contestant(id, i));
export const abc = listed('a', 'b', 'c');
/** `count` ballots of the same picks. */
export const times = (count: number, ...picks: string[]) =>
  Array.from({ length: count }, () => ballot(...picks));
/** Whom the 3/2/1 points put first. */
export const pointsWinner = (contestants: TallyContestant[], ballots: TallyBallot[]) =>
  ids(tally(contestants, ballots))[0];
