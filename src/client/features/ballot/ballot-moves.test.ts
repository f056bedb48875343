import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { contestants } from './ballot.test-support.ts';
import type { BallotLists } from './ballot-lists.ts';
import { applyMove, type BallotMove, focusAfterMove, moveAnnouncement } from './ballot-moves.ts';

const lists = (ranked: string[], available: string[]): BallotLists => ({ ranked, available });
const rank = (contestantId: string): BallotMove => ({ kind: 'rank', contestantId });
const unrank = (contestantId: string): BallotMove => ({ kind: 'unrank', contestantId });
const up = (contestantId: string): BallotMove => ({ kind: 'up', contestantId });
const down = (contestantId: string): BallotMove => ({ kind: 'down', contestantId });

describe('applyMove', () => {
  it('ranks a contestant last in Your Rankings', () => {
    expect(applyMove(lists(['d'], ['a', 'b', 'c', 'e']), rank('b'), contestants)).toEqual(
      lists(['d', 'b'], ['a', 'c', 'e']),
    );
  });

  it('ranks nobody past 3, and nobody who is not available', () => {
    const full = lists(['a', 'b', 'c'], ['d', 'e']);
    expect(applyMove(full, rank('d'), contestants)).toBe(full);
    const some = lists(['a'], ['b', 'c', 'd', 'e']);
    expect(applyMove(some, rank('a'), contestants)).toBe(some);
    expect(applyMove(some, rank('gone'), contestants)).toBe(some);
  });

  it('puts a contestant taken out of Your Rankings back in its place in the room', () => {
    expect(applyMove(lists(['e', 'b', 'd'], ['a', 'c']), unrank('b'), contestants)).toEqual(
      lists(['e', 'd'], ['a', 'b', 'c']),
    );
    expect(applyMove(lists(['a', 'e'], ['b', 'c', 'd']), unrank('e'), contestants)).toEqual(
      lists(['a'], ['b', 'c', 'd', 'e']),
    );
    expect(applyMove(lists(['c', 'a'], ['b', 'd', 'e']), unrank('a'), contestants)).toEqual(
      lists(['c'], ['a', 'b', 'd', 'e']),
    );
  });

  it('keeps the order Available has been dragged into, placing by the room among it', () => {
    // Dragging reordered Available to a, e, c, d: b goes before the first that follows it (e).
    expect(applyMove(lists(['b'], ['a', 'e', 'c', 'd']), unrank('b'), contestants)).toEqual(
      lists([], ['a', 'b', 'e', 'c', 'd']),
    );
  });

  it('moves a ranked contestant up and down by one place', () => {
    const start = lists(['a', 'b', 'c'], ['d', 'e']);
    expect(applyMove(start, up('c'), contestants)).toEqual(lists(['a', 'c', 'b'], ['d', 'e']));
    expect(applyMove(start, down('a'), contestants)).toEqual(lists(['b', 'a', 'c'], ['d', 'e']));
  });

  it('does nothing past either end, or for a contestant not ranked', () => {
    const start = lists(['a', 'b'], ['c', 'd', 'e']);
    expect(applyMove(start, up('a'), contestants)).toBe(start);
    expect(applyMove(start, down('b'), contestants)).toBe(start);
    expect(applyMove(start, up('c'), contestants)).toBe(start);
    expect(applyMove(start, unrank('c'), contestants)).toBe(start);
  });
});

describe('moveAnnouncement', () => {
  it('says where the contestant now is', () => {
    expect(moveAnnouncement(appI18n, 'Pixel Pals', rank('a'), lists(['b', 'a'], []))).toBe(
      'Pixel Pals ranked 2nd.',
    );
    expect(moveAnnouncement(appI18n, 'Pixel Pals', unrank('a'), lists(['b'], ['a']))).toBe(
      'Pixel Pals removed from Your Rankings.',
    );
    expect(moveAnnouncement(appI18n, 'Pixel Pals', up('a'), lists(['a', 'b'], []))).toBe(
      'Pixel Pals moved up to 1st.',
    );
    expect(moveAnnouncement(appI18n, 'Pixel Pals', down('a'), lists(['b', 'c', 'a'], []))).toBe(
      'Pixel Pals moved down to 3rd.',
    );
  });
});

describe('focusAfterMove', () => {
  it('keeps the pressed direction while it can be pressed again, else the other', () => {
    expect(focusAfterMove(up('b'), lists(['a', 'b', 'c'], []))).toBe('up');
    expect(focusAfterMove(up('b'), lists(['b', 'a', 'c'], []))).toBe('down');
    expect(focusAfterMove(down('b'), lists(['a', 'b', 'c'], []))).toBe('down');
    expect(focusAfterMove(down('b'), lists(['a', 'c', 'b'], []))).toBe('up');
  });

  it('follows a contestant ranked or taken out to its chip', () => {
    expect(focusAfterMove(rank('a'), lists(['a'], []))).toBe('handle');
    expect(focusAfterMove(unrank('a'), lists([], ['a']))).toBe('handle');
  });
});
