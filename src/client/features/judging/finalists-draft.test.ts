import { describe, expect, it } from 'vitest';
import type { ActivityTotals, Award } from '#shared/api.ts';
import {
  type FinalistsDraft,
  stageVoteName,
  stageVoteTargets,
  validateFinalists,
} from './finalists-draft.ts';

const award = (id: string, name: string, fields: Partial<Award> = {}): Award => ({
  id,
  name,
  contestantIds: null,
  voters: 'everyone',
  judgesWeight: null,
  ...fields,
});
const expo = award('expo', 'Expo', {
  voters: 'judges',
  expo: { routeSize: 6, judgingClosed: true },
});
const draft: FinalistsDraft = {
  count: '5',
  target: 'new',
  name: 'Stage vote',
  voters: 'audience',
  awardId: '',
};

describe('stageVoteName', () => {
  it('takes the default, or the next number free in any case', () => {
    expect(stageVoteName('Stage vote', [expo])).toBe('Stage vote');
    const taken = [expo, award('a', 'stage VOTE'), award('b', 'Stage vote 2')];
    expect(stageVoteName('Stage vote', taken)).toBe('Stage vote 3');
  });
});

describe('stageVoteTargets', () => {
  it('offers the top three awards nobody has voted in, never the expo itself', () => {
    const overall = award('overall', 'Overall');
    const empty = award('empty', 'Empty');
    const other = award('other-expo', 'Other', {
      voters: 'judges',
      expo: { routeSize: 4, judgingClosed: false },
    });
    const totals: ActivityTotals = {
      ballots: 3,
      participants: 3,
      contestants: 8,
      awards: [
        { awardId: 'overall', ballots: 3 },
        { awardId: 'expo', ballots: 0 },
        { awardId: 'empty', ballots: 0 },
        { awardId: 'other-expo', ballots: 0 },
      ],
    };
    const awards = [overall, expo, empty, other];
    expect(stageVoteTargets(awards, 'expo', totals).map((a) => a.id)).toEqual(['empty']);
  });
});

describe('validateFinalists', () => {
  it('sends a count and a new award for the audience, or an award by id', () => {
    expect(validateFinalists({ ...draft, count: ' 5 ', name: ' Finals ' })).toEqual({
      ok: true,
      value: { count: 5, target: { name: 'Finals', voters: 'audience' } },
    });
    expect(validateFinalists({ ...draft, voters: 'everyone' })).toMatchObject({
      ok: true,
      value: { target: { voters: 'everyone' } },
    });
    const id = '6f1c1a9e-3b41-4c2e-9a57-0d6b7c1e2f01';
    expect(validateFinalists({ ...draft, target: 'existing', awardId: id })).toEqual({
      ok: true,
      value: { count: 5, target: { awardId: id } },
    });
  });

  it('refuses a count out of range and a blank name, field by field', () => {
    for (const count of ['0', '51', '2.5', '', 'five']) {
      expect(validateFinalists({ ...draft, count })).toEqual({
        ok: false,
        errors: { count: 'Finalists must be a whole number from 1 to 50.' },
      });
    }
    expect(validateFinalists({ ...draft, name: '  ' })).toEqual({
      ok: false,
      errors: { name: 'Award name is required.' },
    });
    expect(validateFinalists({ ...draft, target: 'existing', awardId: '' })).toEqual({
      ok: false,
      errors: { awardId: 'Choose the award to send them to.' },
    });
  });
});
