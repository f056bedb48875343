import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Award, Contestant, OwnParticipant } from '#shared/api.ts';
import { awardsFor, excludedIds, exclusionOf, teamLabel } from './standing.ts';

const voter = (over: Partial<OwnParticipant>): OwnParticipant => ({
  id: 'v',
  name: 'Vee',
  judge: false,
  teamId: null,
  conflictIds: [],
  ...over,
});
const award = (id: string, voters: Award['voters']): Award => ({
  id,
  name: id,
  contestantIds: null,
  voters,
  judgesWeight: voters === 'judges_and_audience' ? 60 : null,
});
const awards = [
  award('overall', 'everyone'),
  award('jury', 'judges'),
  award('people', 'audience'),
  award('grand', 'judges_and_audience'),
];
const alpha: Contestant = {
  id: 'a',
  roomId: 'r',
  name: 'Alpha',
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex: 1,
  tableNumber: null,
};

describe('a voter’s standing', () => {
  it('offers a judge and the audience exactly the awards open to them', () => {
    expect(awardsFor(awards, voter({ judge: true })).map((a) => a.id)).toEqual([
      'overall',
      'jury',
      'grand',
    ]);
    expect(awardsFor(awards, voter({})).map((a) => a.id)).toEqual(['overall', 'people', 'grand']);
    expect(awardsFor(awards, null)).toHaveLength(4);
  });

  it('says why a team member or a conflicted judge may not rank a contestant', () => {
    expect(exclusionOf(appI18n, voter({ teamId: 'a' }), 'a')).toBe('Your team');
    expect(exclusionOf(appI18n, voter({ judge: true, conflictIds: ['b'] }), 'b')).toBe(
      'Conflict of interest',
    );
    expect(exclusionOf(appI18n, voter({ teamId: 'a' }), 'b')).toBeNull();
    expect(exclusionOf(appI18n, null, 'a')).toBeNull();
    expect([...excludedIds(voter({ teamId: 'a', conflictIds: ['b'] }))].sort()).toEqual(['a', 'b']);
    expect(excludedIds(null).size).toBe(0);
  });

  it('names the team as the phone shows it, and nothing for a team that is gone', () => {
    expect(teamLabel(appI18n, voter({ teamId: 'a' }), [alpha])).toBe('Team Alpha');
    expect(teamLabel(appI18n, voter({ teamId: 'gone' }), [alpha])).toBeNull();
    expect(teamLabel(appI18n, voter({}), [alpha])).toBeNull();
  });
});
