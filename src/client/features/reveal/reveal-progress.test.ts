import { describe, expect, it } from 'vitest';
import type { FinalScore } from '#shared/api.ts';
import { inRankOrder, revealScreen, winnerSteps } from './reveal-progress.ts';

function scores(count: number): FinalScore[] {
  return Array.from({ length: count }, (_, index) => ({
    contestantId: `c${index}`,
    contestantName: `Contestant ${index + 1}`,
    totalPoints: 10 - index,
    rank: index + 1,
    voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
  }));
}

describe('revealScreen', () => {
  it('steps a room of one award through its places, lowest first, then its ranking', () => {
    const one = [{ finalScores: scores(4) }];
    expect(revealScreen(one, 0)).toEqual({ kind: 'ready' });
    expect(revealScreen(one, 1)).toEqual({ kind: 'podium', award: 0, revealed: [3] });
    expect(revealScreen(one, 3)).toEqual({ kind: 'podium', award: 0, revealed: [3, 2, 1] });
    expect(revealScreen(one, 4)).toEqual({ kind: 'rankings', award: 0 });
    // Past the end, the last card stays.
    expect(revealScreen(one, 9)).toEqual({ kind: 'rankings', award: 0 });
  });

  it('opens each of several awards with its title card, then its places', () => {
    const awards = [{ finalScores: scores(2) }, { finalScores: scores(4) }, { finalScores: [] }];
    const shown = Array.from({ length: 11 }, (_, step) => revealScreen(awards, step));
    expect(shown).toEqual([
      { kind: 'ready' },
      { kind: 'title', award: 0 },
      { kind: 'podium', award: 0, revealed: [2] },
      { kind: 'podium', award: 0, revealed: [2, 1] },
      { kind: 'title', award: 1 },
      { kind: 'podium', award: 1, revealed: [3] },
      { kind: 'podium', award: 1, revealed: [3, 2] },
      { kind: 'podium', award: 1, revealed: [3, 2, 1] },
      { kind: 'rankings', award: 1 },
      { kind: 'title', award: 2 },
      { kind: 'title', award: 2 },
    ]);
  });
});

describe('winnerSteps', () => {
  it('names the step of each award #1', () => {
    expect(winnerSteps([{ finalScores: scores(3) }])).toEqual([3]);
    expect(winnerSteps([{ finalScores: scores(2) }, { finalScores: scores(4) }])).toEqual([3, 7]);
  });
});

describe('inRankOrder', () => {
  it('sorts by rank without touching the list given', () => {
    const given = [...scores(3)].reverse();
    expect(inRankOrder(given).map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(given[0]?.rank).toBe(3);
  });
});
