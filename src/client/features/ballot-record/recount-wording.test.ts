import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import {
  type Recount,
  type RecountedAward,
  secondOpinion as terminalOpinion,
  recountSummary as terminalSummary,
} from '#shared/recount.ts';
import { recountSummary, secondOpinion } from './recount-wording.ts';

const award = (over: Partial<RecountedAward>): RecountedAward => ({
  awardId: 'overall',
  name: 'Overall',
  ballots: 3,
  recounted: true,
  finalScores: [
    {
      contestantId: 'a',
      contestantName: 'Alpha',
      totalPoints: 7,
      rank: 1,
      voteBreakdown: { firstPlace: 2, secondPlace: 0, thirdPlace: 1 },
    },
  ],
  schulze: ['Alpha'],
  instantRunoff: ['Alpha'],
  ...over,
});

const result = (awards: RecountedAward[], ballots: number, differences: string[]): Recount => ({
  fingerprint: 'f'.repeat(64),
  ballots,
  awards,
  differences,
});

describe('Recount in English on a page', () => {
  it('says what the terminal says of the other methods', () => {
    const opinions = [
      award({}),
      award({ schulze: ['Bravo'] }),
      award({ instantRunoff: ['Alpha', 'Bravo', 'Charlie'] }),
      award({ schulze: [], instantRunoff: ['Bravo', 'Charlie'] }),
      award({ ballots: 0 }),
      award({ recounted: false }),
    ];
    for (const one of opinions) expect(secondOpinion(appI18n, one)).toBe(terminalOpinion(one));
  });

  it('sums a recount up as the terminal does', () => {
    const sealed = award({ awardId: 'design', recounted: false, ballots: 1 });
    const results = [
      result([award({})], 3, []),
      result([award({ ballots: 1 })], 1, ['Overall: one thing.']),
      result([award({ ballots: 1482 }), sealed], 1483, ['one', 'two']),
      result([sealed], 1, []),
    ];
    for (const one of results) expect(recountSummary(appI18n, one)).toBe(terminalSummary(one));
  });
});
