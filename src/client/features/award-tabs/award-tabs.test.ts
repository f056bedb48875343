import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { testContestant } from '#shared/api.test-support.ts';
import type { Award, Contestant } from '#shared/api.ts';
import { awardContestants, nextUnvotedAward, tabToOpen, votedProgress } from './award-tabs.ts';

const award = (id: string, contestantIds: string[] | null = null): Award => ({
  id,
  name: id,
  contestantIds,
  voters: 'everyone',
  judgesWeight: null,
});
const awards = [award('overall'), award('design', ['c', 'a']), award('people')];
const contestant = (id: string): Contestant => testContestant(id);

describe('awardContestants', () => {
  const room = ['a', 'b', 'c'].map(contestant);
  it('is every contestant for an award open to all, and its own in the room’s order otherwise', () => {
    expect(awardContestants(award('x'), room)).toBe(room);
    expect(awardContestants(award('y', ['c', 'a']), room).map((c) => c.id)).toEqual(['a', 'c']);
  });
});

describe('nextUnvotedAward', () => {
  it('opens the next award without a ballot, going round to the start', () => {
    expect(nextUnvotedAward(awards, new Set(['overall']), 'overall')).toBe('design');
    expect(nextUnvotedAward(awards, new Set(['overall', 'design']), 'design')).toBe('people');
    expect(nextUnvotedAward(awards, new Set(['design', 'people']), 'people')).toBe('overall');
  });

  it('skips awards already voted in, and is null once every award has a ballot', () => {
    expect(nextUnvotedAward(awards, new Set(['overall', 'design']), 'overall')).toBe('people');
    expect(nextUnvotedAward(awards, new Set(['overall', 'design', 'people']), 'people')).toBeNull();
  });
});

describe('tabToOpen', () => {
  it('comes back to the tab that was open', () => {
    expect(tabToOpen(awards, 'people')).toBe('people');
  });

  it('opens the first tab when none was kept, or a kept one is from another room', () => {
    expect(tabToOpen(awards, null)).toBe('overall');
    expect(tabToOpen(awards, 'gone')).toBe('overall');
  });

  it('opens the award that took a removed one’s place, or the last', () => {
    expect(tabToOpen(awards, 'removed', 1)).toBe('design');
    expect(tabToOpen(awards, 'removed', 7)).toBe('people');
  });
});

describe('votedProgress', () => {
  it('counts the awards with a ballot among the room’s', () => {
    expect(votedProgress(appI18n, awards, new Set())).toBe('Voted in 0 of 3 awards');
    expect(votedProgress(appI18n, awards, new Set(['design', 'elsewhere']))).toBe(
      'Voted in 1 of 3 awards',
    );
  });
});
