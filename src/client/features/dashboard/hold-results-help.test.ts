import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { FinalScore } from '#shared/api.ts';
import { holdResultsHelp } from './hold-results-help.ts';

const WAIT = 'Results will be revealed on the main screen';

/** One award of three contestants: the reveal reaches #1 at step 3. */
const finalScores = {
  finalScores: ['Pixel Pals', 'Vibe Check', 'Code Canvas'].map(
    (name, index): FinalScore => ({
      contestantId: `c${index + 1}`,
      contestantName: name,
      totalPoints: 3 - index,
      rank: index + 1,
      voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
    }),
  ),
};
const results = { awards: [finalScores] };

describe('holdResultsHelp', () => {
  it("quotes the phones' waiting message, word for word, while voting is open", () => {
    for (const holdResults of [false, true]) {
      expect(
        holdResultsHelp(
          appI18n,
          { status: 'setup', holdResults, revealStep: 0, rehearsal: null },
          null,
        ),
      ).toBe(`When on, phones show “${WAIT}” until the reveal on the presenter screen reaches #1.`);
    }
  });

  it('says the results went out at once when they were not held', () => {
    expect(
      holdResultsHelp(
        appI18n,
        { status: 'ended', holdResults: false, revealStep: 0, rehearsal: null },
        results,
      ),
    ).toBe('Voting has ended: the results went to every phone at once.');
  });

  it('says phones are waiting until the reveal reaches #1, then that they have the results', () => {
    for (const revealStep of [0, 1, 2]) {
      expect(
        holdResultsHelp(
          appI18n,
          { status: 'ended', holdResults: true, revealStep, rehearsal: null },
          results,
        ),
      ).toBe(
        `Phones show “${WAIT}” until the reveal on the presenter screen (Present) reaches #1.`,
      );
    }
    for (const revealStep of [3, 4]) {
      expect(
        holdResultsHelp(
          appI18n,
          { status: 'ended', holdResults: true, revealStep, rehearsal: null },
          results,
        ),
      ).toBe('The reveal has reached #1: the results are on every phone.');
    }
  });
});
