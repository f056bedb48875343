import fc from 'fast-check';
import { expect } from 'vitest';
import { ballot, contestant } from './tally.test-support.ts';
import type { TallyBallot, TallyContestant } from './tally.ts';

/** A method that names an award's winners (several when tied) from its ballots. */
export type WinnersOf = (
  contestants: readonly TallyContestant[],
  ballots: readonly TallyBallot[],
) => string[];

// Few distinct orderIndex values, so ties in orderIndex fall through to the id.
export const contestantsArb = fc
  .array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 6 })
  .map((orders) => orders.map((order, i) => contestant(`c${i}`, order)));

/** Top-3 ballots, some naming an unknown contestant or nobody at all. */
export const scenario = contestantsArb.chain((contestants) => {
  const pool = [...contestants.map((c) => c.id), 'ghost'];
  const picks = fc.shuffledSubarray(pool, { maxLength: 3 });
  const ballots = fc.array(
    picks.map((p) => ballot(...p)),
    { maxLength: 12 },
  );
  return fc.record({ contestants: fc.constant(contestants), ballots });
});

/** The contestants' ids in the documented order (orderIndex, then id). */
export const documented = (contestants: TallyContestant[]) =>
  [...contestants]
    .sort((a, b) => a.orderIndex - b.orderIndex || (a.id < b.id ? -1 : 1))
    .map((c) => c.id);

/** The winners stay the same for any order of ballots, of rankings within them, and of contestants. */
export function expectOrderFree(winners: WinnersOf): void {
  const arb = scenario.chain(({ contestants, ballots }) =>
    fc.record({
      contestants: fc.constant(contestants),
      ballots: fc.constant(ballots),
      shuffledBallots: fc.shuffledSubarray(
        ballots.map((b) => ({ rankings: [...b.rankings].reverse() })),
        { minLength: ballots.length },
      ),
      shuffledContestants: fc.shuffledSubarray(contestants, { minLength: contestants.length }),
    }),
  );
  fc.assert(
    fc.property(arb, ({ contestants, ballots, shuffledBallots, shuffledContestants }) => {
      const expected = winners(contestants, ballots);
      expect(winners(shuffledContestants, shuffledBallots)).toStrictEqual(expected);
    }),
  );
}

/** The winners are known ids in the documented order, and there are some once anyone is ranked. */
export function expectKnownWinnersInOrder(winners: WinnersOf): void {
  fc.assert(
    fc.property(scenario, ({ contestants, ballots }) => {
      const found = winners(contestants, ballots);
      const anyRanked = ballots.some((b) => b.rankings.some((r) => r.contestantId !== 'ghost'));
      expect(found.length > 0).toBe(anyRanked);
      expect(found).toStrictEqual(documented(contestants).filter((id) => found.includes(id)));
    }),
  );
}
