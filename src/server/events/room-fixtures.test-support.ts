import type { Award, Ballot, Contestant, Participant, Results } from '#shared/api.ts';

/** Fixtures for the audience tests: one of each thing a room holds. */

export const roomId = '00000000-0000-4000-8000-000000000001';
export const SECRET_NAME = 'Secret Sam';
export const PARTICIPANT_ID = 'voter_1700000000000_abcdef';

export const contestant: Contestant = {
  id: 'c1',
  roomId,
  name: 'Project A',
  blurb: 'A',
  imageUrl: null,
  demoUrl: null,
  orderIndex: 1,
  tableNumber: null,
};
export const participant: Participant = {
  id: PARTICIPANT_ID,
  roomId,
  name: SECRET_NAME,
  joinedAt: '2025-01-01T00:00:00.000Z',
  voted: true,
  teamId: null,
};
/** The room's one award, as every screen is sent it. */
export const overall: Award = {
  id: 'award-1',
  name: 'Overall',
  contestantIds: null,
  voters: 'everyone',
  judgesWeight: null,
};
export const ballot: Ballot = {
  id: 'b1',
  roomId,
  awardId: 'award-1',
  participantId: PARTICIPANT_ID,
  participantName: SECRET_NAME,
  judge: false,
  rankings: [{ contestantId: 'c1', rank: 1, points: 3 }],
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const finalScores = [
  {
    contestantId: 'c1',
    contestantName: 'Project A',
    totalPoints: 3,
    rank: 1,
    voteBreakdown: { firstPlace: 1, secondPlace: 0, thirdPlace: 0 },
  },
];
/** The results of a room whose one award, Overall, c1 won with one ballot. */
export function overallResults(scores: Results['finalScores']): Results['awards'] {
  return [
    {
      awardId: 'award-1',
      awardName: 'Overall',
      voters: 'everyone',
      judgesWeight: null,
      finalScores: scores,
      winnerId: 'c1',
      totalBallots: 1,
    },
  ];
}
export const results: Results = {
  roomId,
  finalScores,
  winnerId: 'c1',
  totalBallots: 1,
  awards: overallResults(finalScores),
  createdAt: '2025-01-01T00:00:00.000Z',
};
export const counts = { ballots: 1, participants: 1, contestants: 1 };
