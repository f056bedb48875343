import { describe, expect, it } from 'vitest';
import { rankingsWithout } from './ballot-removal.ts';

const ballot = [
  { contestantId: 'a', rank: 1, points: 3 },
  { contestantId: 'b', rank: 2, points: 2 },
  { contestantId: 'c', rank: 3, points: 1 },
];

describe('rankingsWithout', () => {
  it('moves the picks after a removed 1st up, renumbering rank and points', () => {
    expect(rankingsWithout(ballot, 'a')).toEqual([
      { contestantId: 'b', rank: 1, points: 3 },
      { contestantId: 'c', rank: 2, points: 2 },
    ]);
  });

  it('keeps the picks before a removed 2nd as they were', () => {
    expect(rankingsWithout(ballot, 'b')).toEqual([
      { contestantId: 'a', rank: 1, points: 3 },
      { contestantId: 'c', rank: 2, points: 2 },
    ]);
  });

  it('leaves an empty list when the only pick is removed', () => {
    expect(rankingsWithout([{ contestantId: 'a', rank: 1, points: 3 }], 'a')).toEqual([]);
  });

  it('says null for a ballot that did not rank the contestant', () => {
    expect(rankingsWithout(ballot, 'z')).toBeNull();
  });

  it('orders by rank whatever order the entries are stored in', () => {
    expect(rankingsWithout([...ballot].reverse(), 'c')).toEqual([
      { contestantId: 'a', rank: 1, points: 3 },
      { contestantId: 'b', rank: 2, points: 2 },
    ]);
  });
});
