import { z } from 'zod';
import { AWARD_VOTERS } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { rehearsal } from './rehearsal.ts';
import { blend, jury } from './standing-schemas.ts';

/** Wire shapes of the HTTP API, shared by server and client. */

export const roomStatus = z.enum(['setup', 'ended']);
export type RoomStatus = z.infer<typeof roomStatus>;

export const room = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  status: roomStatus,
  /** Results reach participants and the public only once the staged reveal shows #1. */
  holdResults: z.boolean(),
  /** How many steps of the staged reveal the big screen has shown (see `#shared/reveal.ts`). */
  revealStep: z.number().int(),
  createdAt: z.string(),
  /** When the running timer ends voting by itself (the server's clock); null when none runs. */
  votingEndsAt: z.string().nullable(),
  /** Whether the ballot record will publish each ballot's rankings (else a salted hash of each). */
  publishBallots: z.boolean(),
  /** The language of the big screen, and of a phone whose browser speaks none of ours. */
  language: z.enum(LANGUAGES),
  /** The rehearsal with simulated voters running in the room; null when none runs. */
  rehearsal: rehearsal.nullable(),
});
export type Room = z.infer<typeof room>;

export const contestant = z.object({
  id: z.string(),
  roomId: z.string(),
  name: z.string(),
  blurb: z.string(),
  /** An http(s) URL, or the path the server serves a pasted image from. */
  imageUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  orderIndex: z.number().int(),
  /** Where the project stands at the expo: 1 to MAX_TABLE_NUMBER, one contestant a table; null: none. */
  tableNumber: z.number().int().nullable(),
});
export type Contestant = z.infer<typeof contestant>;

export const awardVoters = z.enum(AWARD_VOTERS);

/**
 * A prize of the room, each its own ranked vote, listed in the organiser's
 * order (that of results and of the reveal). contestantIds: the contestants
 * it is open to (a set), null when open to all (one added later joins it);
 * voters: who votes in it; judgesWeight: for an award of judges and
 * audience, the judges' weight in percent (null otherwise).
 */
export const award = z.object({
  id: z.string(),
  name: z.string(),
  contestantIds: z.array(z.string()).nullable(),
  voters: awardVoters,
  judgesWeight: z.number().int().nullable(),
  /** Only in an award judged at an expo: its route size, and whether judging has closed. */
  expo: z.object({ routeSize: z.number().int(), judgingClosed: z.boolean() }).optional(),
});
export type Award = z.infer<typeof award>;

export const rankingEntry = z.object({
  contestantId: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntry>;

/**
 * A participant's ballot in one award; participantName is the name they
 * joined with; judge: whether a judge cast it. receipt and salt reach its
 * own participant only (their submit and their read), never anyone else.
 */
export const ballot = z.object({
  id: z.string(),
  roomId: z.string(),
  awardId: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  judge: z.boolean(),
  rankings: z.array(rankingEntry),
  updatedAt: z.string(),
  receipt: z.string().optional(),
  salt: z.string().optional(),
});
export type Ballot = z.infer<typeof ballot>;

/**
 * A person who joined a room; id has the form voter_{timestamp}_{random}.
 * voted: whether the room holds a ballot of theirs, as the server knows it;
 * teamId: the contestant whose team they are in (they may not rank it).
 */
export const participant = z.object({
  id: z.string(),
  roomId: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  voted: z.boolean(),
  teamId: z.string().nullable(),
});
export type Participant = z.infer<typeof participant>;

export const voteBreakdown = z.object({
  firstPlace: z.number().int(),
  secondPlace: z.number().int(),
  thirdPlace: z.number().int(),
});
export type VoteBreakdown = z.infer<typeof voteBreakdown>;

/**
 * totalPoints and voteBreakdown count every ballot of the award; blend, only
 * in a blended award; jury, only in an expo (where points are 0 and the
 * breakdown counts the judges who put it first, second and third).
 */
export const finalScore = z.object({
  contestantId: z.string(),
  contestantName: z.string(),
  totalPoints: z.number().int(),
  rank: z.number().int(),
  voteBreakdown,
  blend: blend.optional(),
  jury: jury.optional(),
});
export type FinalScore = z.infer<typeof finalScore>;

/** One award's tally, as it was frozen when voting ended. */
export const awardResults = z.object({
  awardId: z.string(),
  awardName: z.string(),
  /** Who voted in it, and the judges' weight of a blended award: as they were at the end. */
  voters: awardVoters,
  judgesWeight: z.number().int().nullable(),
  finalScores: z.array(finalScore),
  winnerId: z.string().nullable(),
  totalBallots: z.number().int(),
});
export type AwardResults = z.infer<typeof awardResults>;

/**
 * A room's results. `awards` holds each award's results in the organiser's
 * order; finalScores, winnerId and totalBallots repeat the first award's,
 * which is all a room of one award shows. Participants and the public are
 * sent only the awards the reveal has released (always a leading part of the
 * list).
 */
export const results = z.object({
  roomId: z.string(),
  finalScores: z.array(finalScore),
  winnerId: z.string().nullable(),
  totalBallots: z.number().int(),
  createdAt: z.string(),
  awards: z.array(awardResults),
  /** The SHA-256 of the ballot record frozen with these results (none for a room that ended before records existed). */
  fingerprint: z.string().optional(),
});
export type Results = z.infer<typeof results>;

/** How many participants voted in one award. */
export const awardTurnout = z.object({ awardId: z.string(), ballots: z.number().int() });
export type AwardTurnout = z.infer<typeof awardTurnout>;

/** How many judges the room has, and how many of them voted (in any award). */
export const judgeTurnout = z.object({ judges: z.number().int(), voted: z.number().int() });
export type JudgeTurnout = z.infer<typeof judgeTurnout>;

/**
 * Turnout counts. ballots: the participants who voted (in any award);
 * awards, in a room of two or more awards only: how many participants voted
 * in each, in the organiser's order. Judges are counted apart (judges, in a
 * room that has any), never as participants. teams, for the organiser: each
 * team's number of members, by contestant id.
 */
export const activityTotals = z.object({
  ballots: z.number().int(),
  participants: z.number().int(),
  contestants: z.number().int(),
  awards: z.array(awardTurnout).optional(),
  judges: judgeTurnout.optional(),
  teams: z.record(z.string(), z.number().int()).optional(),
});
export type ActivityTotals = z.infer<typeof activityTotals>;

export const createRoomResponse = z.object({ room, adminToken: z.string() });
export const roomResponse = z.object({ room });
export const joinRoomResponse = z.object({
  room,
  /** teamId: the team joined through a team link, if any. */
  participant: z.object({ id: z.string(), name: z.string(), teamId: z.string().nullable() }),
  participantToken: z.string(),
});
export const contestantsResponse = z.object({ contestants: z.array(contestant) });
export const contestantResponse = z.object({ contestant });
/**
 * A participant as their own device sees them: their name, whether they are
 * a judge, their team and a judge's conflicts (the contestants they may not
 * rank).
 */
export const ownParticipant = participant.pick({ id: true, name: true, teamId: true }).extend({
  judge: z.boolean(),
  conflictIds: z.array(z.string()),
});
export type OwnParticipant = z.infer<typeof ownParticipant>;

/**
 * A ballot as written or read; a participant's read also lists their ballot
 * in every award, and who they are (voter).
 */
export const ballotResponse = z.object({
  ballot: ballot.nullable(),
  ballots: z.array(ballot).optional(),
  voter: ownParticipant.optional(),
});
export const participantResponse = z.object({ participant });
export const awardsResponse = z.object({ awards: z.array(award) });
/**
 * One page of a room's participants, newest first, as the organiser asked for
 * it: `matching` counts every participant the search and filter match, of
 * whom this page holds at most `limit`, starting at `offset`.
 */
export const participantsResponse = z.object({
  participants: z.array(participant),
  matching: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ParticipantsPage = z.infer<typeof participantsResponse>;
export const activityResponse = z.object({
  recentBallots: z.array(ballot),
  totals: activityTotals,
});
export const resultsResponse = z.object({ results: results.nullable() });
export const finishResponse = z.object({ room, results });
/** The address phones reach the server at, and a hint when phones cannot reach it. */
export const publicAddressResponse = z.object({ url: z.string(), hint: z.string().nullable() });
export type PublicAddress = z.infer<typeof publicAddressResponse>;

export type CreateRoomResponse = z.infer<typeof createRoomResponse>;
export type JoinRoomResponse = z.infer<typeof joinRoomResponse>;
export type ActivityResponse = z.infer<typeof activityResponse>;
export type FinishResponse = z.infer<typeof finishResponse>;
