import { describe, expect, it } from 'vitest';
import { ballot, contestant, score } from './tally.test-support.ts';
import { type TallyBallot, tally } from './tally.ts';

describe('tally with 100,000 ballots', () => {
  const BALLOTS = 100_000;

  it('totals four repeating ballot patterns exactly', () => {
    const contestants = [
      contestant('a', 0),
      contestant('c', 1),
      contestant('b', 2),
      contestant('d', 3),
      contestant('e', 4),
    ];
    const patterns = [
      ballot('a', 'b', 'c'),
      ballot('a', 'c', 'b'),
      ballot('b', 'a', 'd'),
      ballot('c'),
    ];
    const ballots = Array.from({ length: BALLOTS }, (_, i) => patterns[i % 4] as TallyBallot);

    // Each pattern is used BALLOTS / 4 = 25,000 times.
    const n = BALLOTS / 4;
    // a: 1st in patterns 0 and 1, 2nd in pattern 2     -> 2n firsts, n seconds
    // b: 1st in 2, 2nd in 0, 3rd in 1                  -> n, n, n
    // c: 1st in 3, 2nd in 1, 3rd in 0                  -> n, n, n (full tie with b)
    // d: 3rd in 2                                      -> 0, 0, n
    // e: never ranked
    expect(tally(contestants, ballots)).toStrictEqual([
      score('a', 1, 3 * 2 * n + 2 * n, [2 * n, n, 0]),
      // b and c tie fully; c has the lower orderIndex.
      score('c', 2, 3 * n + 2 * n + n, [n, n, n]),
      score('b', 3, 3 * n + 2 * n + n, [n, n, n]),
      score('d', 4, n, [0, 0, n]),
      score('e', 5, 0, [0, 0, 0]),
    ]);
    // The same totals as literals, as a cross-check of the arithmetic above.
    expect(tally(contestants, ballots).map((s) => s.totalPoints)).toStrictEqual([
      200_000, 150_000, 150_000, 25_000, 0,
    ]);
  });

  it('totals a rotation over seven contestants exactly, including uneven remainders', () => {
    const size = 7;
    const contestants = Array.from({ length: size }, (_, k) => contestant(`c${k}`, k));
    // Ballot i ranks contestants i % 7, (i + 1) % 7, (i + 2) % 7 as 1st, 2nd, 3rd.
    const ballots = Array.from({ length: BALLOTS }, (_, i) =>
      ballot(`c${i % size}`, `c${(i + 1) % size}`, `c${(i + 2) % size}`),
    );

    // How many ballots start the rotation at offset k: 100,000 = 7 * 14,285 + 5,
    // so offsets 0..4 occur 14,286 times and offsets 5 and 6 occur 14,285 times.
    const starts = (k: number) =>
      Math.floor(BALLOTS / size) + (((k % size) + size) % size < BALLOTS % size ? 1 : 0);
    expect([0, 1, 2, 3, 4, 5, 6].map(starts)).toStrictEqual([
      14_286, 14_286, 14_286, 14_286, 14_286, 14_285, 14_285,
    ]);

    // Contestant k is 1st on ballots starting at k, 2nd at k - 1, 3rd at k - 2.
    const expected = contestants.map((c, k) => {
      const breakdown: [number, number, number] = [starts(k), starts(k - 1), starts(k - 2)];
      return {
        id: c.id,
        breakdown,
        points: 3 * breakdown[0] + 2 * breakdown[1] + breakdown[2],
      };
    });
    // c2, c3, c4: 85,716 (full tie, by orderIndex); c1: 85,715;
    // c0 and c5: 85,713, c0 has more firsts; c6: 85,711.
    expect(expected.map((e) => e.points)).toStrictEqual([
      85_713, 85_715, 85_716, 85_716, 85_716, 85_713, 85_711,
    ]);
    const byId = new Map(expected.map((e) => [e.id, e]));
    const order = ['c2', 'c3', 'c4', 'c1', 'c0', 'c5', 'c6'];

    expect(tally(contestants, ballots)).toStrictEqual(
      order.map((id, index) => {
        const e = byId.get(id);
        if (!e) throw new Error(`missing ${id}`);
        return score(id, index + 1, e.points, e.breakdown);
      }),
    );
  });
});
