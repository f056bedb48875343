import { describe, expect, it } from 'vitest';
import type { Ballot } from '#shared/api.ts';
import { contestants } from './ballot.test-support.ts';
import {
  AVAILABLE,
  followContestants,
  listsFromBallot,
  listsOnEntry,
  moveContestant,
  RANKED,
  resetLists,
} from './ballot-lists.ts';

const at = (droppableId: string, index: number) => ({ droppableId, index });

describe('listsFromBallot', () => {
  it('puts everyone in Available, in room order, when there is no ballot', () => {
    expect(listsFromBallot(contestants, null)).toEqual({
      available: ['a', 'b', 'c', 'd', 'e'],
      ranked: [],
    });
  });

  it('rebuilds Your Rankings by rank from a saved ballot, the rest available', () => {
    const ballot: Ballot = {
      id: 'x',
      roomId: 'room',
      awardId: 'overall',
      participantId: 'v',
      participantName: 'V',
      judge: false,
      updatedAt: '',
      rankings: [
        { contestantId: 'd', rank: 2, points: 2 },
        { contestantId: 'b', rank: 1, points: 3 },
        { contestantId: 'gone', rank: 3, points: 1 },
      ],
    };
    expect(listsFromBallot(contestants, ballot)).toEqual({
      available: ['a', 'c', 'e'],
      ranked: ['b', 'd'],
    });
  });
});

describe('moveContestant (the drag rules)', () => {
  const start = { available: ['a', 'b', 'c', 'd', 'e'], ranked: [] };

  it('moves a contestant from Available into Your Rankings at the drop position', () => {
    const one = moveContestant(start, at(AVAILABLE, 2), at(RANKED, 0));
    expect(one).toEqual({ available: ['a', 'b', 'd', 'e'], ranked: ['c'] });
    const two = moveContestant(one, at(AVAILABLE, 0), at(RANKED, 0));
    expect(two.ranked).toEqual(['a', 'c']);
  });

  it('reorders within Your Rankings', () => {
    const lists = { available: ['d', 'e'], ranked: ['a', 'b', 'c'] };
    expect(moveContestant(lists, at(RANKED, 2), at(RANKED, 0)).ranked).toEqual(['c', 'a', 'b']);
  });

  it('reorders within Available', () => {
    expect(moveContestant(start, at(AVAILABLE, 0), at(AVAILABLE, 4)).available).toEqual([
      'b',
      'c',
      'd',
      'e',
      'a',
    ]);
  });

  it('ignores a fourth contestant dropped into Your Rankings', () => {
    const full = { available: ['d', 'e'], ranked: ['a', 'b', 'c'] };
    expect(moveContestant(full, at(AVAILABLE, 0), at(RANKED, 1))).toBe(full);
  });

  it('moves a ranked contestant back to Available at any time', () => {
    const full = { available: ['d', 'e'], ranked: ['a', 'b', 'c'] };
    expect(moveContestant(full, at(RANKED, 1), at(AVAILABLE, 0))).toEqual({
      available: ['b', 'd', 'e'],
      ranked: ['a', 'c'],
    });
  });

  it('does nothing for a drop with no destination, or an unknown list', () => {
    expect(moveContestant(start, at(AVAILABLE, 1), null)).toBe(start);
    expect(moveContestant(start, at(AVAILABLE, 1), undefined)).toBe(start);
    expect(moveContestant(start, at(AVAILABLE, 1), at('elsewhere', 0))).toBe(start);
    expect(moveContestant(start, at(AVAILABLE, 9), at(RANKED, 0))).toBe(start);
  });

  it('does not change the lists it was given', () => {
    const lists = { available: ['a', 'b'], ranked: ['c'] };
    moveContestant(lists, at(AVAILABLE, 0), at(RANKED, 1));
    expect(lists).toEqual({ available: ['a', 'b'], ranked: ['c'] });
  });
});

describe('followContestants and resetLists', () => {
  it('adds contestants that arrived live to the end of Available, keeping the rankings', () => {
    const lists = { available: ['b'], ranked: ['a'] };
    expect(followContestants(lists, contestants.slice(0, 3))).toEqual({
      available: ['b', 'c'],
      ranked: ['a'],
    });
    expect(followContestants(lists, contestants.slice(0, 2))).toBe(lists);
  });

  it('drops a removed contestant from Your Rankings or Available, keeping the rest in order', () => {
    const lists = { available: ['e', 'b', 'd'], ranked: ['c', 'a'] };
    const withoutA = contestants.filter((c) => c.id !== 'a');
    expect(followContestants(lists, withoutA)).toEqual({
      available: ['e', 'b', 'd'],
      ranked: ['c'],
    });
    const withoutB = contestants.filter((c) => c.id !== 'b');
    expect(followContestants(lists, withoutB)).toEqual({
      available: ['e', 'd'],
      ranked: ['c', 'a'],
    });
  });

  it('Reset Vote moves every ranked contestant back to Available in room order', () => {
    expect(resetLists(contestants)).toEqual({ available: ['a', 'b', 'c', 'd', 'e'], ranked: [] });
  });
});

describe('listsOnEntry', () => {
  const saved: Ballot = {
    id: 'x',
    roomId: 'room',
    awardId: 'design',
    participantId: 'v',
    participantName: 'V',
    judge: false,
    updatedAt: '2026-11-26T10:00:00.000Z',
    rankings: [{ contestantId: 'b', rank: 1, points: 3 }],
  };

  it('brings back a draft made from the ballot saved now, unsent', () => {
    const draft = { ranked: ['c', 'a'], basedOn: saved.updatedAt };
    expect(listsOnEntry(contestants, saved, draft)).toEqual({
      lists: { ranked: ['c', 'a'], available: ['b', 'd', 'e'] },
      voted: false,
      unsent: true,
      stale: false,
    });
  });

  it('brings back a ranking still on its way, which is not unsent', () => {
    const draft = { ranked: ['c'], basedOn: null, queued: true };
    expect(listsOnEntry(contestants, saved, draft)).toMatchObject({ voted: false, unsent: false });
  });

  it('lets a ballot submitted since the draft win, the draft to be forgotten', () => {
    const draft = { ranked: ['c'], basedOn: null };
    expect(listsOnEntry(contestants, saved, draft)).toEqual({
      lists: { ranked: ['b'], available: ['a', 'c', 'd', 'e'] },
      voted: true,
      unsent: false,
      stale: true,
    });
    expect(listsOnEntry(contestants, null, null)).toMatchObject({ voted: false, stale: false });
  });
});
