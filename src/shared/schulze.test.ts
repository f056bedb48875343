import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schulzeWinners } from './schulze.ts';
import { abc, ballot, contestant, listed, pointsWinner, times } from './tally.test-support.ts';
import type { TallyBallot } from './tally.ts';
import { expectKnownWinnersInOrder, expectOrderFree, scenario } from './winners.test-support.ts';

describe('schulzeWinners examples', () => {
  it('picks the Condorcet winner where the 3/2/1 points pick someone else', () => {
    const ballots = [...times(3, 'a', 'b', 'c'), ...times(2, 'b', 'c', 'a')];
    // Points: a 3·3 + 2·1 = 11, b 3·2 + 2·3 = 12, c 3·1 + 2·2 = 7, so b.
    // Pairwise: a beats b 3–2 and c 3–2, so a beats everyone.
    expect(pointsWinner(abc, ballots)).toBe('b');
    expect(schulzeWinners(abc, ballots)).toStrictEqual(['a']);
  });

  it('resolves a cycle by the strongest paths', () => {
    const ballots = [
      ...times(4, 'a', 'b', 'c'),
      ...times(3, 'b', 'c', 'a'),
      ...times(2, 'c', 'a', 'b'),
    ];
    // d: a>b 6–3, b>c 7–2, c>a 5–4, a cycle. Strongest paths:
    // a→b 6, a→c min(6, 7) = 6; b→a min(7, 5) = 5; c→a 5, so only a beats or ties everyone.
    expect(schulzeWinners(abc, ballots)).toStrictEqual(['a']);
    // The same ballots with every contestant renamed (a→c, b→a, c→b): the win follows c.
    // d: c>a 6–3, a>b 7–2, b>c 5–4; c→a 6, c→b min(6, 7) = 6, against b→c 5 and a→c 5.
    const shifted = [
      ...times(4, 'c', 'a', 'b'),
      ...times(3, 'a', 'b', 'c'),
      ...times(2, 'b', 'c', 'a'),
    ];
    expect(schulzeWinners(abc, shifted)).toStrictEqual(['c']);
  });

  it('weighs a link by its winning votes, not its margin', () => {
    const abcd = listed('a', 'b', 'c', 'd');
    const ballots = [...times(2, 'a', 'b', 'c'), ballot('b', 'c', 'a'), ...times(2, 'c', 'd')];
    // d: a>b 2–1, c>a 3–2, b>c 3–2, a>d 3–2, b>d 3–2, c>d 5–0.
    // b→a via c min(3, 3) = 3 beats a→b 2; c→b via a min(3, 2) = 2 loses to b→c 3: b wins.
    // By margins a→b, b→c and c→a would all be 1, leaving a, b and c tied.
    // Points: a 7, b 7, c 10, d 4, so the points pick c.
    expect(pointsWinner(abcd, ballots)).toBe('c');
    expect(schulzeWinners(abcd, ballots)).toStrictEqual(['b']);
  });

  it('gives a pairwise tie no strength to build a path on', () => {
    const ballots = [...times(2, 'b', 'c', 'a'), ballot('c', 'a'), ballot('a')];
    // d: b>c 2–1, c>a 3–1, a and b level 2–2 (each is over the other where it is unranked).
    // b→a via c min(2, 3) = 2; c→b would need the level a–b link, so it is 0: b wins.
    // Counting the 2–2 tie as a link would give c→b min(3, 2) = 2 and tie b with c.
    // Points: a 7, b 6, c 7; c leads a on second places, so the points pick c.
    expect(pointsWinner(abc, ballots)).toBe('c');
    expect(schulzeWinners(abc, ballots)).toStrictEqual(['b']);
  });

  it('returns everyone tied, in orderIndex order then id', () => {
    // A perfect cycle: each pair 2–1 one way, so every strongest path is 2.
    const cycle = [ballot('a', 'b', 'c'), ballot('b', 'c', 'a'), ballot('c', 'a', 'b')];
    expect(schulzeWinners(listed('c', 'a', 'b'), cycle)).toStrictEqual(['c', 'a', 'b']);
    const contestants = [contestant('q', 1), contestant('p', 1), contestant('r', 0)];
    expect(schulzeWinners(contestants, [ballot('p', 'q'), ballot('q', 'p')])).toStrictEqual([
      'p',
      'q',
    ]);
  });

  it('ranks a ranked contestant above the unranked, who stay level with each other', () => {
    const abcd = listed('a', 'b', 'c', 'd');
    // a and b split 1–1 (b is over the unranked a on the second ballot); both beat c and d,
    // who are never ranked and so level with each other. One more b ballot makes b win 2–1.
    expect(schulzeWinners(abcd, [ballot('a', 'b'), ballot('b')])).toStrictEqual(['a', 'b']);
    expect(schulzeWinners(abcd, [ballot('a', 'b'), ballot('b'), ballot('b')])).toStrictEqual(['b']);
  });

  it('ignores unknown contestants and returns [] when nothing is ranked', () => {
    // 'ghost' is skipped, so the second ballot ranks b alone: a and b are level 1–1.
    expect(schulzeWinners(abc, [ballot('a'), ballot('ghost', 'b')])).toStrictEqual(['a', 'b']);
    expect(schulzeWinners(abc, [])).toStrictEqual([]);
    expect(schulzeWinners(abc, [ballot('ghost'), ballot()])).toStrictEqual([]);
    expect(schulzeWinners([], [ballot('a')])).toStrictEqual([]);
  });
});

/** How many ballots rank x above y, counting the unranked as last; computed independently. */
function prefers(ballots: TallyBallot[], x: string, y: string): number {
  return ballots.filter((b) => {
    const rankOf = (id: string) =>
      b.rankings.find((r) => r.contestantId === id)?.rank ?? Number.POSITIVE_INFINITY;
    return rankOf(x) < rankOf(y);
  }).length;
}

describe('schulzeWinners properties', () => {
  it('makes a Condorcet winner the sole winner', () => {
    let found = 0;
    fc.assert(
      fc.property(scenario, ({ contestants, ballots }) => {
        const all = contestants.map((c) => c.id);
        const condorcet = all.find((x) =>
          all.every((y) => y === x || prefers(ballots, x, y) > prefers(ballots, y, x)),
        );
        if (condorcet === undefined) return;
        found += 1;
        expect(schulzeWinners(contestants, ballots)).toStrictEqual([condorcet]);
      }),
      { numRuns: 300 },
    );
    // The generator must actually produce Condorcet winners for this to test anything.
    expect(found).toBeGreaterThan(50);
  });

  it('agrees with a plain pairwise majority when there are two contestants', () => {
    const ab = listed('a', 'b');
    const ballots = fc.array(fc.constantFrom(ballot('a', 'b'), ballot('b', 'a'), ballot('a')));
    fc.assert(
      fc.property(ballots, (list) => {
        const [a, b] = [prefers(list, 'a', 'b'), prefers(list, 'b', 'a')];
        const expected = list.length === 0 ? [] : a > b ? ['a'] : a < b ? ['b'] : ['a', 'b'];
        expect(schulzeWinners(ab, list)).toStrictEqual(expected);
      }),
    );
  });

  it('gives the same winners for any order of ballots, rankings and contestants', () => {
    expectOrderFree(schulzeWinners);
  });

  it('returns known ids in documented order, non-empty once anyone is ranked', () => {
    expectKnownWinnersInOrder(schulzeWinners);
  });
});
