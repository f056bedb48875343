import type { FinalScore } from './api.ts';
import { juryOrder } from './jury-order.ts';
import type { TallyBallot, TallyContestant } from './tally.ts';

/**
 * An expo award's final scores: the jury order of its judges' rankings
 * (`jury-order.ts`), each project with its standing in `jury`. Points do not
 * apply (0); the breakdown counts how many judges put it first, second and
 * third. The rankings are put in one canonical order first, so that the server and
 * every recount, reading the same ballots in any order, compute the same order.
 */
export function expoFinalScores(
  contestants: readonly TallyContestant[],
  ballots: readonly TallyBallot[],
): FinalScore[] {
  const rankings = ballots
    .map((ballot) =>
      [...ballot.rankings].sort((a, b) => a.rank - b.rank).map((entry) => entry.contestantId),
    )
    .sort((a, b) => compareLists(a, b))
    .map((contestantIds, index) => ({ judgeId: String(index), contestantIds }));
  const places = new Map<string, [number, number, number]>();
  for (const { contestantIds } of rankings) {
    contestantIds.slice(0, 3).forEach((id, place) => {
      const counts = places.get(id) ?? [0, 0, 0];
      counts[place] = (counts[place] ?? 0) + 1;
      places.set(id, counts);
    });
  }
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  return juryOrder(contestants, rankings).map(({ contestantId, rank, ...jury }) => {
    const [firstPlace, secondPlace, thirdPlace] = places.get(contestantId) ?? [0, 0, 0];
    return {
      contestantId,
      contestantName: names.get(contestantId) ?? '',
      totalPoints: 0,
      rank,
      voteBreakdown: { firstPlace, secondPlace, thirdPlace },
      jury,
    };
  });
}

function compareLists(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
