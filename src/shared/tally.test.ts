import { describe, expect, it } from 'vitest';
import type { FinalScore } from './api.ts';
import { ballot, contestant, ids, score } from './tally.test-support.ts';
import { pointsForRank, type TallyBallot, tally } from './tally.ts';

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
