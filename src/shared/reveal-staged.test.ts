import { describe, expect, it } from 'vitest';
import type { AwardResults, FinalScore, Results } from './api.ts';
import { isHiddenPlace, revealCards, screenResults, stagedResults } from './reveal.ts';

function scores(prefix: string, count: number): FinalScore[] {
  return Array.from({ length: count }, (_, index) => ({
    contestantId: `${prefix}${index + 1}`,
    contestantName: `${prefix.toUpperCase()} project ${index + 1}`,
    totalPoints: 10 * (count - index),
    rank: index + 1,
    voteBreakdown: { firstPlace: count - index, secondPlace: 1, thirdPlace: 2 },
  }));
}

function award(id: string, count: number): AwardResults {
  const finalScores = scores(id, count);
  return {
    awardId: id,
    awardName: `Award ${id}`,
    voters: 'everyone',
    judgesWeight: null,
    finalScores,
    winnerId: finalScores[0]?.contestantId ?? null,
    totalBallots: 7,
  };
}

function results(...awards: AwardResults[]): Results {
  const [first] = awards;
  return {
    roomId: 'room',
    finalScores: first?.finalScores ?? [],
    winnerId: first?.winnerId ?? null,
    totalBallots: first?.totalBallots ?? 0,
    createdAt: '2026-11-29T10:00:00.000Z',
    awards,
    fingerprint: 'ab'.repeat(32),
  };
}

/** The names a staged award shows, with '?' for a place still hidden. */
const names = (staged: AwardResults | undefined) =>
  staged?.finalScores.map((score) => (isHiddenPlace(score) ? '?' : score.contestantName));

describe('stagedResults: what the big screen may know at each step', () => {
  const one = results(award('a', 5));

  it('shows nothing of any place before the first step, but keeps the places and steps', () => {
    const staged = stagedResults(one, 0);
    expect(names(staged.awards[0])).toEqual(['?', '?', '?', '?', '?']);
    expect(staged.awards[0]?.finalScores.map((score) => score.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(staged.awards[0]?.finalScores.every((s) => s.totalPoints === 0)).toBe(true);
    expect(staged.winnerId).toBeNull();
    expect(staged.fingerprint).toBeUndefined();
    expect(revealCards(staged.awards)).toEqual(revealCards(one.awards));
    expect(JSON.stringify(staged)).not.toContain('project');
  });

  it('adds the podium from its lowest place, then the complete ranking', () => {
    expect(names(stagedResults(one, 1).awards[0])).toEqual(['?', '?', 'A project 3', '?', '?']);
    expect(names(stagedResults(one, 2).awards[0])).toEqual([
      '?',
      'A project 2',
      'A project 3',
      '?',
      '?',
    ]);
    const winner = stagedResults(one, 3);
    expect(names(winner.awards[0])).toEqual([
      'A project 1',
      'A project 2',
      'A project 3',
      '?',
      '?',
    ]);
    expect(winner.winnerId).toBe('a1');
    expect(winner.finalScores).toEqual(winner.awards[0]?.finalScores);
    expect(stagedResults(one, 4)).toEqual(one);
  });

  it('keeps each award to its own steps in a room of several', () => {
    const two = results(award('a', 3), award('b', 2));
    // Title card of a, #3, #2, #1 of a, title card of b, #2 of b.
    const staged = stagedResults(two, 6);
    expect(names(staged.awards[0])).toEqual(['A project 1', 'A project 2', 'A project 3']);
    expect(names(staged.awards[1])).toEqual(['?', 'B project 2']);
    expect(staged.awards[1]?.winnerId).toBeNull();
    expect(staged.awards.map((each) => each.awardName)).toEqual(['Award a', 'Award b']);
    expect(stagedResults(two, 1).awards[0]?.finalScores.every(isHiddenPlace)).toBe(true);
  });

  it('lays places out by rank whatever order they come in', () => {
    const shuffled = award('a', 3);
    shuffled.finalScores.reverse();
    expect(names(stagedResults(results(shuffled), 1).awards[0])).toEqual(['?', '?', 'A project 3']);
  });
});

describe('screenResults', () => {
  const one = results(award('a', 4));

  it('gives a screen the whole results when they reach phones at once', () => {
    expect(screenResults({ holdResults: false, revealStep: 0, rehearsal: null }, one)).toBe(one);
  });

  it("gives a screen a rehearsal's results only as far as the reveal has gone", () => {
    const rehearsal = { voters: 20 };
    expect(screenResults({ holdResults: false, revealStep: 2, rehearsal }, one)).toEqual(
      stagedResults(one, 2),
    );
  });

  it('gives a screen held results only as far as the reveal has gone', () => {
    expect(screenResults({ holdResults: true, revealStep: 1, rehearsal: null }, one)).toEqual(
      stagedResults(one, 1),
    );
  });
});
