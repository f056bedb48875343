import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { FinalScore } from '#shared/api.ts';
import { ownPicks, pickLabel, placeWord } from './own-picks.ts';

const score = (contestantId: string, rank: number): FinalScore => ({
  contestantId,
  contestantName: `Project ${contestantId}`,
  totalPoints: 10 - rank,
  rank,
  voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
});

describe('ownPicks', () => {
  const scores = [score('a', 1), score('b', 2), score('c', 3), score('d', 4), score('e', 5)];

  it('lists the picks in ballot order with the place each finished', () => {
    expect(ownPicks(appI18n, ['d', 'a', 'e'], scores)).toEqual([
      { contestantId: 'd', name: 'Project d', pick: 'Your 1st pick', rank: 4 },
      { contestantId: 'a', name: 'Project a', pick: 'Your 2nd pick', rank: 1 },
      { contestantId: 'e', name: 'Project e', pick: 'Your 3rd pick', rank: 5 },
    ]);
  });

  it('is empty without a ballot, and skips a contestant the results do not hold', () => {
    expect(ownPicks(appI18n, undefined, scores)).toEqual([]);
    expect(ownPicks(appI18n, ['x', 'b'], scores).map((p) => [p.contestantId, p.pick])).toEqual([
      ['b', 'Your 2nd pick'],
    ]);
  });
});

describe('words', () => {
  it('names picks and places as people say them', () => {
    expect([0, 1, 2].map((pickIndex) => pickLabel(appI18n, pickIndex))).toEqual([
      'Your 1st pick',
      'Your 2nd pick',
      'Your 3rd pick',
    ]);
    expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 150].map((rank) => placeWord(appI18n, rank)),
    ).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '150th',
    ]);
  });
});
