import { describe, expect, it } from 'vitest';
import type { Contestant } from '#shared/api.ts';
import { AVAILABLE, moveContestant, RANKED } from './ballot-lists.ts';
import { searchContestants, wholeLocation } from './ballot-search.ts';

const contestant = (id: string, name: string, blurb = ''): Contestant => ({
  id,
  roomId: 'r',
  name,
  blurb,
  imageUrl: null,
  demoUrl: null,
  orderIndex: 1,
  tableNumber: null,
});
const byId = new Map(
  [
    contestant('a', 'Quantum Garden', 'Plants that tweet'),
    contestant('b', 'Neon Compass'),
    contestant('c', 'Café Oracle', 'Coffee, predicted'),
    contestant('d', 'Tiny Garden'),
  ].map((c) => [c.id, c]),
);
const all = ['a', 'b', 'c', 'd'];

describe('searchContestants', () => {
  it('finds part of a name or description in any case, accents aside', () => {
    expect(searchContestants(all, byId, 'garden')).toEqual(['a', 'd']);
    expect(searchContestants(all, byId, '  GARD ')).toEqual(['a', 'd']);
    expect(searchContestants(all, byId, 'cafe')).toEqual(['c']);
    expect(searchContestants(all, byId, 'tweet')).toEqual(['a']);
    expect(searchContestants(all, byId, 'nothing like it')).toEqual([]);
  });

  it('shows everyone for an empty search', () => {
    expect(searchContestants(all, byId, '   ')).toEqual(all);
  });
});

describe('wholeLocation', () => {
  it('moves the contestant the participant picked from a searched list, not the one at that index', () => {
    const lists = { available: all, ranked: [] };
    const shown = searchContestants(all, byId, 'garden'); // a, d
    const source = wholeLocation({ droppableId: AVAILABLE, index: 1 }, shown, all);
    const next = moveContestant(lists, source, { droppableId: RANKED, index: 0 });
    expect(next).toEqual({ available: ['a', 'b', 'c'], ranked: ['d'] });
  });

  it('puts a contestant dropped back into a searched list beside the one it was dropped on', () => {
    const lists = { available: ['a', 'b', 'c'], ranked: ['d'] };
    const shown = searchContestants(lists.available, byId, 'garden'); // a
    const before = wholeLocation({ droppableId: AVAILABLE, index: 0 }, shown, lists.available);
    expect(before.index).toBe(0);
    const after = wholeLocation({ droppableId: AVAILABLE, index: 1 }, shown, lists.available);
    expect(after.index).toBe(1);
    const source = { droppableId: RANKED, index: 0 };
    expect(moveContestant(lists, source, after).available).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves Your Rankings and an unsearched list as they are', () => {
    const ranked = { droppableId: RANKED, index: 2 };
    expect(wholeLocation(ranked, ['a'], all)).toBe(ranked);
    const whole = { droppableId: AVAILABLE, index: 3 };
    expect(wholeLocation(whole, all, all)).toBe(whole);
  });
});
