import { describe, expect, it } from 'vitest';
import type { FinalScore } from './api.ts';
import { pointsForRank, type TallyBallot, type TallyContestant, tally } from './tally.ts';

/** A contestant whose name is derived from its id, to keep fixtures short. */
function contestant(id: string, orderIndex: number): TallyContestant {
  return { id, name: `Contestant ${id}`, orderIndex };
}

/** A ballot listing contestant ids in ranked order: the first is rank 1. */
function ballot(...ids: string[]): TallyBallot {
  return { rankings: ids.map((contestantId, index) => ({ contestantId, rank: index + 1 })) };
}

/** The expected FinalScore for a contestant built with `contestant()`. */
function score(
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

const ids = (scores: FinalScore[]) => scores.map((s) => s.contestantId);

describe('pointsForRank', () => {
  it('gives 3, 2 and 1 points for 1st, 2nd and 3rd place', () => {
    expect(pointsForRank(1)).toBe(3);
    expect(pointsForRank(2)).toBe(2);
    expect(pointsForRank(3)).toBe(1);
  });

  it('gives 0 points for ranks outside 1..3', () => {
    expect(pointsForRank(4)).toBe(0);
    expect(pointsForRank(0)).toBe(0);
    expect(pointsForRank(-1)).toBe(0);
    expect(pointsForRank(1.5)).toBe(0);
  });
});

describe('tally', () => {
  it('scores three ballots over four contestants with names, points, ranks and breakdown', () => {
    // Listed in an order that differs from both orderIndex and the result.
    const contestants = [
      { id: 'd', name: 'Delta', orderIndex: 0 },
      { id: 'c', name: 'Charlie', orderIndex: 1 },
      { id: 'b', name: 'Bravo', orderIndex: 2 },
      { id: 'a', name: 'Alpha', orderIndex: 3 },
    ];
    const ballots = [ballot('a', 'b', 'c'), ballot('b', 'a', 'd'), ballot('a', 'c', 'b')];

    // a: 1st + 2nd + 1st = 3 + 2 + 3 = 8
    // b: 2nd + 1st + 3rd = 2 + 3 + 1 = 6
    // c: 3rd + 2nd       = 1 + 2     = 3
    // d: 3rd             = 1
    const expected: FinalScore[] = [
      {
        contestantId: 'a',
        contestantName: 'Alpha',
        totalPoints: 8,
        rank: 1,
        voteBreakdown: { firstPlace: 2, secondPlace: 1, thirdPlace: 0 },
      },
      {
        contestantId: 'b',
        contestantName: 'Bravo',
        totalPoints: 6,
        rank: 2,
        voteBreakdown: { firstPlace: 1, secondPlace: 1, thirdPlace: 1 },
      },
      {
        contestantId: 'c',
        contestantName: 'Charlie',
        totalPoints: 3,
        rank: 3,
        voteBreakdown: { firstPlace: 0, secondPlace: 1, thirdPlace: 1 },
      },
      {
        contestantId: 'd',
        contestantName: 'Delta',
        totalPoints: 1,
        rank: 4,
        voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 1 },
      },
    ];
    expect(tally(contestants, ballots)).toStrictEqual(expected);
  });

  it('returns an empty list when there are no contestants', () => {
    expect(tally([], [])).toStrictEqual([]);
    expect(tally([], [ballot('a', 'b')])).toStrictEqual([]);
  });

  describe('tie-breaking', () => {
    it('breaks a tie on points by the number of first places', () => {
      // y has the lowest orderIndex, so it would win if the tie fell through.
      const contestants = [contestant('y', 0), contestant('z', 1), contestant('x', 2)];
      const ballots = [ballot('x', 'y', 'z'), ballot('z', 'y', 'x'), ballot('z')];
      // x: 1st + 3rd = 4 (1 first); y: 2nd + 2nd = 4 (0 firsts); z: 3rd + 1st + 1st = 7
      expect(tally(contestants, ballots)).toStrictEqual([
        score('z', 1, 7, [2, 0, 1]),
        score('x', 2, 4, [1, 0, 1]),
        score('y', 3, 4, [0, 2, 0]),
      ]);
    });

    it('breaks a tie on points and first places by the number of second places', () => {
      // q has the lowest orderIndex, so it would win if the tie fell through.
      const contestants = [
        contestant('q', 0),
        contestant('p', 1),
        contestant('r', 2),
        contestant('s', 3),
      ];
      const ballots = [ballot('p', 'r', 'q'), ballot('q', 'p', 'r'), ballot('r', 's', 'q')];
      // p: 1st + 2nd       = 5 (1 first, 1 second)
      // q: 3rd + 1st + 3rd = 5 (1 first, 0 seconds)
      // r: 2nd + 3rd + 1st = 6
      // s: 2nd             = 2
      expect(tally(contestants, ballots)).toStrictEqual([
        score('r', 1, 6, [1, 1, 1]),
        score('p', 2, 5, [1, 1, 0]),
        score('q', 3, 5, [1, 0, 2]),
        score('s', 4, 2, [0, 1, 0]),
      ]);
    });

    it('breaks a full tie by orderIndex, not by the order contestants are listed', () => {
      const contestants = [contestant('p', 1), contestant('q', 0)];
      const ballots = [ballot('p', 'q'), ballot('q', 'p')];
      // p and q: 1st + 2nd = 5 each, identical breakdown.
      const expected = [score('q', 1, 5, [1, 1, 0]), score('p', 2, 5, [1, 1, 0])];
      expect(tally(contestants, ballots)).toStrictEqual(expected);
      expect(tally([...contestants].reverse(), [...ballots].reverse())).toStrictEqual(expected);
    });

    it('breaks a full tie with equal orderIndex by id', () => {
      const contestants = [contestant('b', 0), contestant('a', 0)];
      const ballots = [ballot('b', 'a'), ballot('a', 'b')];
      const expected = [score('a', 1, 5, [1, 1, 0]), score('b', 2, 5, [1, 1, 0])];
      expect(tally(contestants, ballots)).toStrictEqual(expected);
      expect(tally([...contestants].reverse(), ballots)).toStrictEqual(expected);
    });

    it('ranks by points before orderIndex', () => {
      const contestants = [contestant('first-added', 0), contestant('last-added', 1)];
      expect(ids(tally(contestants, [ballot('last-added')]))).toStrictEqual([
        'last-added',
        'first-added',
      ]);
    });
  });

  it('lists contestants with no votes with 0 points and a zero breakdown, after the others', () => {
    const contestants = [
      contestant('a', 0),
      contestant('b', 1),
      contestant('c', 2),
      contestant('d', 3),
    ];
    const ballots = [ballot('b'), ballot('c', 'b')];
    // b: 1st + 2nd = 5; c: 1st = 3; a and d: nothing, in orderIndex order.
    expect(tally(contestants, ballots)).toStrictEqual([
      score('b', 1, 5, [1, 1, 0]),
      score('c', 2, 3, [1, 0, 0]),
      score('a', 3, 0, [0, 0, 0]),
      score('d', 4, 0, [0, 0, 0]),
    ]);
  });

  it('gives nothing for a ranking outside 1..3 and counts it in no breakdown column', () => {
    const contestants = [contestant('a', 0), contestant('b', 1)];
    const ballots: TallyBallot[] = [
      {
        rankings: [
          { contestantId: 'b', rank: 4 },
          { contestantId: 'b', rank: 0 },
          { contestantId: 'a', rank: 3 },
        ],
      },
    ];
    expect(tally(contestants, ballots)).toStrictEqual([
      score('a', 1, 1, [0, 0, 1]),
      score('b', 2, 0, [0, 0, 0]),
    ]);
  });

  it('with zero ballots gives every contestant 0 points, ordered by orderIndex and ranked 1..n', () => {
    const contestants = [
      contestant('c', 2),
      contestant('a', 0),
      contestant('d', 3),
      contestant('b', 1),
    ];
    expect(tally(contestants, [])).toStrictEqual([
      score('a', 1, 0, [0, 0, 0]),
      score('b', 2, 0, [0, 0, 0]),
      score('c', 3, 0, [0, 0, 0]),
      score('d', 4, 0, [0, 0, 0]),
    ]);
  });

  it('ignores rankings that reference an unknown contestant id', () => {
    const contestants = [contestant('a', 0), contestant('b', 1)];
    const ballots = [ballot('ghost', 'b', 'a'), ballot('b', 'ghost'), ballot('ghost')];
    // a: 3rd = 1; b: 2nd + 1st = 5; ghost: dropped, and shifts nobody's points.
    const result = tally(contestants, ballots);
    expect(result).toStrictEqual([score('b', 1, 5, [1, 1, 0]), score('a', 2, 1, [0, 0, 1])]);
    expect(ids(result)).not.toContain('ghost');
  });

  describe('with 100,000 ballots', () => {
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

  it('does not mutate its input arrays', () => {
    const contestants = [contestant('b', 1), contestant('a', 0), contestant('c', 2)];
    const ballots = [ballot('c', 'a'), ballot('a', 'b', 'c'), ballot('ghost')];
    const contestantsBefore = structuredClone(contestants);
    const ballotsBefore = structuredClone(ballots);

    const result = tally(contestants, ballots);

    expect(contestants).toStrictEqual(contestantsBefore);
    expect(ballots).toStrictEqual(ballotsBefore);
    // The result is fresh data, not the input objects.
    for (const s of result) {
      expect(contestants).not.toContain(s);
    }
  });

  it('works on frozen inputs', () => {
    const contestants = Object.freeze([
      Object.freeze(contestant('a', 0)),
      Object.freeze(contestant('b', 1)),
    ]);
    const ballots = Object.freeze([
      Object.freeze({
        rankings: Object.freeze([
          Object.freeze({ contestantId: 'b', rank: 1 }),
          Object.freeze({ contestantId: 'a', rank: 2 }),
        ]),
      }),
    ]);
    expect(tally(contestants, ballots)).toStrictEqual([
      score('b', 1, 3, [1, 0, 0]),
      score('a', 2, 2, [0, 1, 0]),
    ]);
  });

  it('returns no orderIndex or other internal fields on the scores', () => {
    const [only] = tally([contestant('a', 7)], [ballot('a')]);
    expect(Object.keys(only ?? {}).sort()).toStrictEqual([
      'contestantId',
      'contestantName',
      'rank',
      'totalPoints',
      'voteBreakdown',
    ]);
  });
});
