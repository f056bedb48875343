import type { Award, Ballot, Contestant, Participant, Results, Room } from '#shared/api.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { AdminRoomState } from './room-state-admin.ts';

/** Fixtures for the room state tests: a room in setup, and what it holds. */

export const room: Room = {
  id: 'r',
  code: 'ABCDEFGHIJ',
  name: 'Hack Night',
  title: 'Best app',
  status: 'setup',
  holdResults: false,
  publishBallots: true,
  language: 'en',
  revealStep: 0,
  votingEndsAt: null,
  rehearsal: null,
  createdAt: '',
};
/** The one award every room starts with. */
export const overall: Award = {
  id: 'overall',
  name: 'Overall',
  contestantIds: null,
  voters: 'everyone',
  judgesWeight: null,
};
export const contestant = (id: string, orderIndex: number): Contestant => ({
  id,
  roomId: 'r',
  name: id,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex,
  tableNumber: null,
});
export const participant = (n: number): Participant => ({
  id: `voter_${n}`,
  roomId: 'r',
  name: `Robin ${n}`,
  joinedAt: '',
  voted: false,
  teamId: null,
});
export const ballot = (n: number, updatedAt = `${n}`): Ballot => ({
  id: `b${n}`,
  roomId: 'r',
  awardId: 'overall',
  participantId: `voter_${n}`,
  participantName: `Robin ${n}`,
  judge: false,
  rankings: [],
  updatedAt,
});
export const results: Results = {
  roomId: 'r',
  finalScores: [],
  winnerId: null,
  totalBallots: 0,
  createdAt: '',
  awards: [
    {
      awardId: 'overall',
      awardName: 'Overall',
      voters: 'everyone',
      judgesWeight: null,
      finalScores: [],
      winnerId: null,
      totalBallots: 0,
    },
  ],
};

export const admin: AdminRoomState = {
  room,
  contestants: [contestant('a', 1)],
  awards: [overall],
  results: null,
  recentBallots: [],
  totals: { ballots: 0, participants: 1, contestants: 1 },
  adminChanges: 0,
  judgeChanges: 0,
  screenChanges: 0,
};

/** One of each event about who joined and voted: only the organiser's view holds what they change. */
export const whoJoinedAndVoted: RoomEvent[] = [
  { type: 'ballot_saved', ballot: ballot(9) },
  { type: 'participant_removed', participantId: 'voter_9' },
];

/** A participant's snapshot as the server sends it. */
export function participantSnapshot() {
  return {
    type: 'snapshot',
    protocolVersion: PROTOCOL_VERSION,
    version: 1,
    role: 'participant',
    participantId: 'voter_1_a',
    room,
    contestants: [],
    awards: [overall],
    results: null,
  };
}
