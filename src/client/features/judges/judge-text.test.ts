import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Award, Ballot, Contestant } from '#shared/api.ts';
import type { AwardVoters } from '#shared/constants.ts';
import {
  conflictsSummary,
  judgeBallotsKey,
  judgeNameError,
  toggledConflicts,
  votedLabel,
} from './judge-text.ts';

const award = (id: string, voters: AwardVoters): Award => ({
  id,
  name: id,
  contestantIds: null,
  voters,
  judgesWeight: voters === 'judges_and_audience' ? 50 : null,
});
const contestant = (id: string, name: string, orderIndex: number): Contestant => ({
  id,
  roomId: 'room',
  name,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex,
  tableNumber: null,
});
const alpha = contestant('a', 'Alpha', 1);
const bravo = contestant('b', 'Bravo', 2);
const charlie = contestant('c', 'Charlie', 3);
const room = [alpha, bravo, charlie];

describe('votedLabel', () => {
  const overall = award('overall', 'everyone');
  const jury = award('jury', 'judges');
  const people = award('people', 'audience');
  const blend = award('blend', 'judges_and_audience');

  it('counts the awards open to judges, and those the judge voted in', () => {
    const awards = [overall, jury, people, blend];
    expect(votedLabel(appI18n, { votedAwardIds: [] }, awards)).toBe('Voted in 0 of 3 awards');
    expect(votedLabel(appI18n, { votedAwardIds: ['jury', 'blend'] }, awards)).toBe(
      'Voted in 2 of 3 awards',
    );
  });

  it('leaves out a ballot in an award judges no longer vote in', () => {
    expect(
      votedLabel(appI18n, { votedAwardIds: ['people', 'overall'] }, [overall, people, jury]),
    ).toBe('Voted in 1 of 2 awards');
  });

  it('says award, singular, when one is open to judges', () => {
    expect(votedLabel(appI18n, { votedAwardIds: [] }, [overall])).toBe('Voted in 0 of 1 award');
    expect(votedLabel(appI18n, { votedAwardIds: ['jury'] }, [people, jury])).toBe(
      'Voted in 1 of 1 award',
    );
  });

  it('says so when no award is open to judges', () => {
    expect(votedLabel(appI18n, { votedAwardIds: [] }, [people])).toBe('No award is open to judges');
    expect(votedLabel(appI18n, { votedAwardIds: [] }, [])).toBe('No award is open to judges');
  });
});

describe('conflictsSummary', () => {
  it('names the conflicts in the room order', () => {
    expect(conflictsSummary(appI18n, { conflictIds: ['c', 'a'] }, room)).toBe(
      'Conflicts: Alpha, Charlie',
    );
  });

  it('is nothing without conflicts', () => {
    expect(conflictsSummary(appI18n, { conflictIds: [] }, room)).toBeNull();
  });

  it('leaves out a contestant no longer in the room', () => {
    expect(conflictsSummary(appI18n, { conflictIds: ['gone', 'b'] }, room)).toBe(
      'Conflicts: Bravo',
    );
    expect(conflictsSummary(appI18n, { conflictIds: ['gone'] }, room)).toBeNull();
  });
});

describe('toggledConflicts', () => {
  it('adds a contestant, keeping the room order', () => {
    expect(toggledConflicts(['c'], 'a', true, room)).toEqual(['a', 'c']);
    expect(toggledConflicts(['a'], 'a', true, room)).toEqual(['a']);
  });

  it('takes a contestant out', () => {
    expect(toggledConflicts(['a', 'c'], 'c', false, room)).toEqual(['a']);
    expect(toggledConflicts([], 'b', false, room)).toEqual([]);
  });

  it('drops a contestant no longer in the room', () => {
    expect(toggledConflicts(['gone', 'b'], 'a', true, room)).toEqual(['a', 'b']);
  });
});

describe('judgeBallotsKey', () => {
  const ballot = (id: string, judge: boolean, updatedAt: string): Ballot => ({
    id,
    roomId: 'room',
    awardId: 'overall',
    participantId: `p-${id}`,
    participantName: id,
    judge,
    rankings: [],
    updatedAt,
  });

  it('ignores the audience', () => {
    expect(judgeBallotsKey([ballot('x', false, '2025-01-01T10:00:00Z')])).toBe('');
    expect(
      judgeBallotsKey([
        ballot('x', false, '2025-01-01T10:00:00Z'),
        ballot('j', true, '2025-01-01T10:00:00Z'),
      ]),
    ).toBe(judgeBallotsKey([ballot('j', true, '2025-01-01T10:00:00Z')]));
  });

  it('changes when a judge ballot appears or changes', () => {
    const first = judgeBallotsKey([ballot('j', true, '2025-01-01T10:00:00Z')]);
    expect(judgeBallotsKey([ballot('j', true, '2025-01-01T10:05:00Z')])).not.toBe(first);
    expect(
      judgeBallotsKey([
        ballot('k', true, '2025-01-01T10:06:00Z'),
        ballot('j', true, '2025-01-01T10:00:00Z'),
      ]),
    ).not.toBe(first);
  });
});

describe('judgeNameError', () => {
  it('refuses a blank name as the server does', () => {
    expect(judgeNameError(appI18n, '')).toBe('Judge name is required.');
    expect(judgeNameError(appI18n, '   ')).toBe('Judge name is required.');
    expect(judgeNameError(appI18n, ' Ada ')).toBeNull();
  });
});
