import { describe, expect, it } from 'vitest';
import type { Ballot } from '#shared/api.ts';
import {
  movedBy,
  movedTo,
  rankingOnEntry,
  rankingStatus,
  savedOrder,
  withSeen,
} from './expo-ranking.ts';

function ballot(ids: string[], updatedAt = '2026-11-29T10:00:00.000Z'): Ballot {
  return {
    id: 'b1',
    roomId: 'r1',
    awardId: 'a1',
    participantId: 'p1',
    participantName: 'Ada',
    judge: true,
    // Stored in any order: the rank says the place.
    rankings: ids
      .map((contestantId, index) => ({ contestantId, rank: index + 1, points: 0 }))
      .reverse(),
    updatedAt,
  };
}

describe('withSeen', () => {
  it('adds the projects seen since at the end, in the order walked', () => {
    expect(withSeen(['b', 'a'], ['a', 'b', 'c', 'd'])).toEqual(['b', 'a', 'c', 'd']);
  });

  it('leaves out a project no longer seen (removed from the room)', () => {
    expect(withSeen(['b', 'gone', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
  });

  it('answers the same array when nothing changed, so that nothing is redrawn', () => {
    const order = ['b', 'a'];
    expect(withSeen(order, ['a', 'b'])).toBe(order);
  });
});

describe('rankingOnEntry', () => {
  it('comes back to the unsent order kept on the phone, with what was seen since at its end', () => {
    const saved = ballot(['a', 'b']);
    const draft = { ranked: ['b', 'a'], basedOn: saved.updatedAt };
    expect(rankingOnEntry(saved, draft, ['a', 'b', 'c'])).toEqual({
      order: ['b', 'a', 'c'],
      stale: false,
    });
  });

  it('takes the submitted ranking over a draft made before it was submitted elsewhere', () => {
    const saved = ballot(['a', 'b'], '2026-11-29T11:00:00.000Z');
    const draft = { ranked: ['b', 'a'], basedOn: '2026-11-29T10:00:00.000Z' };
    expect(rankingOnEntry(saved, draft, ['a', 'b'])).toEqual({ order: ['a', 'b'], stale: true });
  });

  it('starts from the order walked when nothing was ranked or kept', () => {
    expect(rankingOnEntry(null, null, ['c', 'a'])).toEqual({ order: ['c', 'a'], stale: false });
  });

  it('keeps a draft made before any ballot while none has been submitted', () => {
    const draft = { ranked: ['c', 'a'], basedOn: null };
    expect(rankingOnEntry(null, draft, ['a', 'c']).order).toEqual(['c', 'a']);
  });
});

describe('moves', () => {
  it('moves a project a place up or down, and not past either end', () => {
    const order = ['a', 'b', 'c'];
    expect(movedBy(order, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(order, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedBy(order, 'a', -1)).toBe(order);
    expect(movedBy(order, 'c', 1)).toBe(order);
    expect(movedBy(order, 'x', 1)).toBe(order);
  });

  it('puts a dragged project where it was dropped', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    const order = ['a', 'b'];
    expect(movedTo(order, 1, 1)).toBe(order);
    expect(movedTo(order, 0, 5)).toBe(order);
  });
});

describe('rankingStatus', () => {
  it('tells what is left to submit', () => {
    expect(rankingStatus([], null)).toBe('empty');
    expect(rankingStatus(['a'], null)).toBe('unsent');
    expect(rankingStatus(['a', 'b'], ballot(['a', 'b']))).toBe('submitted');
    expect(rankingStatus(['b', 'a'], ballot(['a', 'b']))).toBe('changed');
    expect(rankingStatus(['a', 'b', 'c'], ballot(['a', 'b']))).toBe('grown');
  });

  it('reads a saved ballot best first, whatever order its entries came in', () => {
    expect(savedOrder(ballot(['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
    expect(savedOrder(null)).toEqual([]);
  });
});
