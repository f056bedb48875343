import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { FinalScore } from '#shared/api.ts';
import { tieBreaks } from '#shared/tie-break.ts';
import { tieBreakLines } from './tie-wording.ts';

function scored(id: string, totalPoints: number, firstPlace: number, secondPlace: number) {
  return {
    contestantId: id,
    contestantName: id,
    totalPoints,
    rank: 0,
    voteBreakdown: { firstPlace, secondPlace, thirdPlace: 0 },
  } satisfies FinalScore;
}

describe('tieBreakLines', () => {
  it('words each way a tie is broken as the results do, in English', () => {
    const finalScores = [
      scored('a', 1, 1, 0),
      scored('b', 1, 0, 0),
      scored('c', 1234, 2, 1),
      scored('d', 1234, 2, 0),
      scored('e', 1234, 2, 0),
      scored('f', 3, 1, 1),
      scored('g', 3, 1, 0),
    ];
    expect(tieBreakLines(finalScores, appI18n)).toEqual(tieBreaks(finalScores));
    expect(tieBreakLines(finalScores, appI18n).get('c')).toEqual([
      'Tied on 1,234 points and 2 first-place votes — ahead on second-place votes, 1 to 0',
    ]);
    expect(tieBreakLines(finalScores, appI18n).get('a')).toEqual([
      'Tied on 1 point — ahead on first-place votes, 1 to 0',
    ]);
  });

  it('says the same as the results for any standings', () => {
    const score = fc.record({
      totalPoints: fc.integer({ min: 0, max: 3 }),
      firstPlace: fc.integer({ min: 0, max: 2 }),
      secondPlace: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(score, { maxLength: 8 }), (rows) => {
        const finalScores = rows.map((row, index) =>
          scored(`c${index}`, row.totalPoints, row.firstPlace, row.secondPlace),
        );
        expect(tieBreakLines(finalScores, appI18n)).toEqual(tieBreaks(finalScores));
      }),
    );
  });
});
