import type { FinalScore } from './api.ts';

/** Final scores of `count` contestants, ranked 1 to `count`, named "Project 1" onwards. */
export function rankedScores(count: number): FinalScore[] {
  return Array.from({ length: count }, (_, index) => ({
    contestantId: `c${index + 1}`,
    contestantName: `Project ${index + 1}`,
    totalPoints: count - index,
    rank: index + 1,
    voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
  }));
}
