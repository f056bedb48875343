import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantRunoffWinners } from './instant-runoff.ts';
import { abc, ballot, contestant, listed, pointsWinner, times } from './tally.test-support.ts';
import type { TallyBallot } from './tally.ts';
import { expectKnownWinnersInOrder, expectOrderFree, scenario } from './winners.test-support.ts';

describe('instantRunoffWinners examples', () => {
  it('squeezes out the broadly liked contestant that the 3/2/1 points pick', () => {
    const ballots = [...times(4, 'a', 'c'), ...times(3, 'b', 'c'), ...times(2, 'c', 'b')];
    // Points: a 4·3 = 12, b 3·3 + 2·2 = 13, c 4·2 + 3·2 + 2·3 = 20, so c.
    // Round 1 of 9 ballots: a 4, b 3, c 2; nobody has 5, c goes out.
    // Round 2: c's 2 ballots move to b: b 5 of 9, a majority.
    expect(pointsWinner(abc, ballots)).toBe('c');
    expect(instantRunoffWinners(abc, ballots)).toStrictEqual(['b']);
  });

  it('stops at the first round when someone has a majority', () => {
    // a 3 of 5 first places: a wins at once though b is on every ballot.
    const ballots = [...times(3, 'a', 'b'), ballot('b', 'a'), ballot('c', 'b')];
    expect(instantRunoffWinners(abc, ballots)).toStrictEqual(['a']);
  });

  it('eliminates everyone tied for fewest together, those with no votes included', () => {
    const five = listed('a', 'b', 'c', 'd', 'e');
    const ballots = [...times(3, 'a'), ...times(2, 'b', 'c'), ...times(2, 'c', 'b')];
    // Round 1 of 7: a 3, b 2, c 2, d 0, e 0; nobody has 4, d and e go out together.
    // Round 2: the same counts; b and c tie for fewest and go out together, so their
    // ballots are exhausted. Round 3: a 3 of 3.
    // Removing only c would have moved c's ballots to b, who would then win 4 of 7.
    expect(instantRunoffWinners(five, ballots)).toStrictEqual(['a']);
    // Points: a 9, b 2·3 + 2·2 = 10, c 10; b is ahead of c only by orderIndex.
    expect(pointsWinner(five, ballots)).toBe('b');
  });

  it('declares a shared win when everyone left is tied, in orderIndex order then id', () => {
    const contestants = [contestant('q', 1), contestant('p', 1), contestant('r', 0)];
    // Round 1: p 1, q 1, r 0; r goes out. Round 2: p 1, q 1 of 2, everyone left tied.
    const ballots = [ballot('q', 'r'), ballot('p', 'r')];
    expect(instantRunoffWinners(contestants, ballots)).toStrictEqual(['p', 'q']);
    // Round 1: r 1, p 1, q 1 of 3, all tied at once.
    const three = [ballot('q'), ballot('r'), ballot('p')];
    expect(instantRunoffWinners(contestants, three)).toStrictEqual(['r', 'p', 'q']);
  });

  it('ignores unknown contestants and returns [] when nothing is ranked', () => {
    // 'ghost' is skipped, so the last ballot counts for b: b 2 of 3.
    const ballots = [ballot('a'), ballot('b'), ballot('ghost', 'b')];
    expect(instantRunoffWinners(abc, ballots)).toStrictEqual(['b']);
    expect(instantRunoffWinners(abc, [])).toStrictEqual([]);
    expect(instantRunoffWinners(abc, [ballot('ghost'), ballot()])).toStrictEqual([]);
    expect(instantRunoffWinners([], [ballot('a')])).toStrictEqual([]);
  });
});

const firsts = (ballots: TallyBallot[], id: string) =>
  ballots.filter((b) => b.rankings.some((r) => r.contestantId === id && r.rank === 1)).length;

describe('instantRunoffWinners properties', () => {
  it('makes a contestant ranked first on more than half the ballots the sole winner', () => {
    // Random ballots plus a bloc for one contestant, sometimes big enough for a majority.
    const arb = scenario.chain(({ contestants, ballots }) =>
      fc.record({
        contestants: fc.constant(contestants),
        ballots: fc.constant(ballots),
        favourite: fc.constantFrom(...contestants.map((c) => c.id)),
        bloc: fc.integer({ min: 0, max: ballots.length + 2 }),
        rest: fc.shuffledSubarray(
          contestants.map((c) => c.id),
          { maxLength: 2 },
        ),
      }),
    );
    let found = 0;
    fc.assert(
      fc.property(arb, ({ contestants, ballots: random, favourite, bloc, rest }) => {
        const others = rest.filter((id) => id !== favourite);
        const ballots = [...random, ...times(bloc, favourite, ...others)];
        const majority = contestants.find((c) => firsts(ballots, c.id) * 2 > ballots.length);
        if (majority === undefined) return;
        found += 1;
        expect(instantRunoffWinners(contestants, ballots)).toStrictEqual([majority.id]);
      }),
      { numRuns: 300 },
    );
    // The generator must actually produce majorities for this to test anything.
    expect(found).toBeGreaterThan(50);
  });

  it('gives the same winners for any order of ballots, rankings and contestants', () => {
    expectOrderFree(instantRunoffWinners);
  });

  it('returns known ids in documented order, non-empty once anyone is ranked', () => {
    expectKnownWinnersInOrder(instantRunoffWinners);
  });
});
