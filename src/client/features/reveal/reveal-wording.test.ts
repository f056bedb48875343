import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { AwardResults } from '#shared/api.ts';
import { votersLabel } from '#shared/blend-labels.ts';
import type { RevealScreen } from './reveal-progress.ts';
import {
  revealAnnouncement,
  revealGuidance,
  revealHeadline,
  votersWording,
} from './reveal-wording.ts';

function award(name: string, points: readonly number[]): AwardResults {
  return {
    awardId: name,
    awardName: name,
    voters: 'everyone',
    judgesWeight: null,
    finalScores: points.map((totalPoints, index) => ({
      contestantId: `c${index}`,
      contestantName: `Contestant ${index + 1}`,
      totalPoints,
      rank: index + 1,
      voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
    })),
    winnerId: 'c0',
    totalBallots: 3,
  };
}

describe('the reveal in words', () => {
  it('heads the reveal as it goes', () => {
    expect(revealHeadline(0, 4, appI18n)).toBe('Results are ready');
    expect(revealHeadline(2, 4, appI18n)).toBe('Revealing the results');
    expect(revealHeadline(4, 4, appI18n)).toBe('The reveal is complete');
  });

  it('guides the room through it', () => {
    const at = (step: number, steps: number, awards: number, podium: number) =>
      revealGuidance(
        { step, steps, awards, podium, address: 'https://vr.example/results/AB' },
        appI18n,
      );
    expect(at(0, 0, 1, 0)).toBe('No results to show: there were no contestants.');
    expect(at(4, 4, 1, 3)).toBe('The results for everyone: vr.example/results/AB');
    expect(at(0, 9, 3, 3)).toBe(
      'Reveal the 3 awards one at a time, each from its lowest podium place up to #1.',
    );
    expect(at(0, 3, 1, 3)).toBe('Reveal the podium one place at a time, from #3 up to the winner.');
    expect(at(0, 1, 1, 1)).toBe('Reveal the winner.');
    expect(at(2, 1234, 1, 3)).toBe('Step 2 of 1,234');
  });

  it('tells screen readers each step', () => {
    const awards = [award('Best Design', [1, 0]), award('Best Pitch', [7, 3])];
    expect(revealAnnouncement({ kind: 'ready' }, awards, true, appI18n)).toBe('');
    expect(revealAnnouncement({ kind: 'title', award: 1 }, awards, true, appI18n)).toBe(
      'Next award: Best Pitch',
    );
    expect(revealAnnouncement({ kind: 'rankings', award: 1 }, awards, true, appI18n)).toBe(
      'Best Pitch: Complete Rankings shown',
    );
    expect(revealAnnouncement({ kind: 'rankings', award: 0 }, awards, false, appI18n)).toBe(
      'Complete Rankings shown',
    );
    const podium: RevealScreen = { kind: 'podium', award: 0, revealed: [2, 1] };
    expect(revealAnnouncement(podium, awards, true, appI18n)).toBe(
      'Best Design: #1: Contestant 1, 1 point',
    );
    expect(
      revealAnnouncement({ kind: 'podium', award: 0, revealed: [2] }, awards, false, appI18n),
    ).toBe('#2: Contestant 2, 0 points');
  });

  it('names who voted as the results do', () => {
    const base = award('Jury', [1]);
    expect(votersWording(base, appI18n)).toBeNull();
    expect(votersWording(undefined, appI18n)).toBeNull();
    for (const [voters, judgesWeight] of [
      ['judges', null],
      ['audience', null],
      ['judges_and_audience', null],
      ['judges_and_audience', 70],
      ['judges_and_audience', 0],
    ] as const) {
      expect(votersWording({ ...base, voters, judgesWeight }, appI18n)).toBe(
        votersLabel(voters, judgesWeight),
      );
    }
  });
});
