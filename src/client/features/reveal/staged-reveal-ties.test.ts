import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { FinalScore, Results } from '#shared/api.ts';
import { stagedResults } from '#shared/reveal.ts';
import { revealedTieLines } from './staged-reveal-ties.ts';

function score(id: string, totalPoints: number, firstPlace: number): FinalScore {
  return {
    contestantId: id,
    contestantName: id,
    totalPoints,
    rank: 0,
    voteBreakdown: { firstPlace, secondPlace: 0, thirdPlace: 0 },
  };
}

function results(finalScores: FinalScore[]): Results {
  const ranked = finalScores.map((each, index) => ({ ...each, rank: index + 1 }));
  const award = {
    awardId: 'overall',
    awardName: 'Overall',
    voters: 'everyone' as const,
    judgesWeight: null,
    finalScores: ranked,
    winnerId: 'a',
    totalBallots: 4,
  };
  return { roomId: 'r', createdAt: '', ...award, awards: [award] };
}

// #1 and #2 tied on 6 points (2 first places to 1), #3 and #4 tied on 3.
const scores = [score('a', 6, 2), score('b', 6, 1), score('c', 3, 1), score('d', 3, 0)];

describe('revealedTieLines', () => {
  it('explains a tie with the place below a revealed place', () => {
    expect(revealedTieLines(scores, 2, false, appI18n)).toEqual([
      'Tied on 3 points — ahead on first-place votes, 1 to 0',
    ]);
  });

  it('says nothing of a tie with a place below the podium while the ranking is hidden', () => {
    const staged = stagedResults(results(scores), 1).awards[0]?.finalScores ?? [];
    expect(staged[2]?.contestantName).toBe('c');
    expect(revealedTieLines(staged, 2, false, appI18n)).toEqual([]);
  });

  it('says nothing of a tie with a place above that is still hidden', () => {
    expect(revealedTieLines(scores, 1, false, appI18n)).toEqual([]);
  });

  it('explains the tie with the place above once that place is revealed', () => {
    expect(revealedTieLines(scores, 1, true, appI18n)).toEqual([
      'Tied on 6 points — behind on first-place votes, 1 to 2',
    ]);
    expect(revealedTieLines(scores, 0, false, appI18n)).toEqual([
      'Tied on 6 points — ahead on first-place votes, 2 to 1',
    ]);
  });

  it('says a full tie with both neighbours once', () => {
    const level = [score('a', 3, 1), score('b', 3, 1), score('c', 3, 1)];
    expect(revealedTieLines(level, 1, true, appI18n)).toEqual([
      'Tied on 3 points and the same first- and second-place votes — listed in the order the contestants were added',
    ]);
  });

  it('has nothing to say without a tie or outside the standings', () => {
    expect(revealedTieLines([score('a', 6, 2), score('b', 3, 1)], 0, false, appI18n)).toEqual([]);
    expect(revealedTieLines(scores, 9, true, appI18n)).toEqual([]);
  });
});
