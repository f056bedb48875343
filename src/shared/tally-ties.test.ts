import { describe, expect, it } from 'vitest';
import { ballot, contestant, ids, score } from './tally.test-support.ts';
import { tally } from './tally.ts';

describe('tally tie-breaking', () => {
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
