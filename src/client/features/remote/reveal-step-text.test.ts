import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { rankedScores } from '#shared/reveal.test-support.ts';
import { revealStepText, WINNER_STAYS_NOTE } from './reveal-step-text.ts';

const award = (awardName: string, contestants: number) => ({
  awardName,
  finalScores: rankedScores(contestants),
});

/** The text at every step, 0 to the last and one beyond. */
function everyStep(awards: Parameters<typeof revealStepText>[1], last: number) {
  return Array.from({ length: last + 2 }, (_, step) => revealStepText(appI18n, awards, step));
}

describe('revealStepText, a room of one award', () => {
  it('names the place the big screen shows, lowest first, then the complete rankings', () => {
    const steps = everyStep([award('Overall', 5)], 4);
    expect(steps.map((text) => text.showing)).toEqual([
      'Showing “Results are ready”',
      'Showing #3 of 3',
      'Showing #2 of 3',
      'Showing #1 of 3',
      'Showing the complete rankings',
      'Showing the complete rankings',
    ]);
    expect(steps.map((text) => text.next)).toEqual([
      'Next: #3',
      'Next: #2',
      'Next: #1, the winner',
      'Next: the complete rankings',
      null,
      null,
    ]);
    expect(steps.map((text) => text.progress)).toEqual([
      'Step 0 of 4',
      'Step 1 of 4',
      'Step 2 of 4',
      'Step 3 of 4',
      'Step 4 of 4: the reveal is complete',
      'Step 4 of 4: the reveal is complete',
    ]);
  });

  it('says why Back stops at the winner, and only there', () => {
    const notes = everyStep([award('Overall', 4)], 4).map((text) => text.backNote);
    expect(notes).toEqual([null, null, null, appI18n._(WINNER_STAYS_NOTE), null, null]);
  });

  it('counts a podium of fewer than three places', () => {
    expect(revealStepText(appI18n, [award('Overall', 2)], 1)).toEqual({
      showing: 'Showing #2 of 2',
      progress: 'Step 1 of 2',
      next: 'Next: #1, the winner',
      backNote: null,
    });
  });

  it('has nothing to step through without contestants', () => {
    expect(revealStepText(appI18n, [award('Overall', 0)], 0)).toEqual({
      showing: 'No results to show: there were no contestants.',
      progress: '',
      next: null,
      backNote: null,
    });
  });
});

describe('revealStepText, a room of several awards', () => {
  it('names the award of each step, and its title card in words', () => {
    const steps = everyStep([award('Best Design', 2), award('Best Code', 4)], 9);
    expect(steps.map((text) => text.showing)).toEqual([
      'Showing “Results are ready”',
      'Showing the Best Design title card',
      'Best Design: showing #2 of 2',
      'Best Design: showing #1 of 2',
      'Showing the Best Code title card',
      'Best Code: showing #3 of 3',
      'Best Code: showing #2 of 3',
      'Best Code: showing #1 of 3',
      'Best Code: showing the complete rankings',
      'Best Code: showing the complete rankings',
      'Best Code: showing the complete rankings',
    ]);
    expect(steps[0]?.next).toBe('Next: the Best Design title card');
    expect(steps[3]?.next).toBe('Next: the Best Code title card');
    expect(steps[3]?.backNote).toBe(appI18n._(WINNER_STAYS_NOTE));
    expect(steps[4]?.backNote).toBeNull();
    expect(steps[5]?.progress).toBe('Step 5 of 8');
  });
});
