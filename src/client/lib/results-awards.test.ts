import { describe, expect, it } from 'vitest';
import type { AwardResults, Results } from '#shared/api.ts';
import { awardsOf } from './results-awards.ts';

const score = {
  contestantId: 'a',
  contestantName: 'Alpha',
  totalPoints: 3,
  rank: 1,
  voteBreakdown: { firstPlace: 1, secondPlace: 0, thirdPlace: 0 },
};
const results: Results = {
  roomId: 'room',
  finalScores: [score],
  winnerId: 'a',
  totalBallots: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  awards: [],
};

describe('awardsOf', () => {
  it('gives the awards the results list, in their order', () => {
    const awards: AwardResults[] = [
      {
        awardId: 'x',
        awardName: 'Best Overall',
        voters: 'everyone',
        judgesWeight: null,
        finalScores: [score],
        winnerId: 'a',
        totalBallots: 1,
      },
      {
        awardId: 'y',
        awardName: 'Best Design',
        voters: 'everyone',
        judgesWeight: null,
        finalScores: [],
        winnerId: null,
        totalBallots: 0,
      },
    ];
    expect(awardsOf({ ...results, awards })).toEqual(awards);
  });

  it('lets the top-level fields stand for the one award when the list is empty', () => {
    expect(awardsOf(results)).toEqual([
      {
        awardId: '',
        awardName: '',
        voters: 'everyone',
        judgesWeight: null,
        finalScores: [score],
        winnerId: 'a',
        totalBallots: 1,
      },
    ]);
  });
});
