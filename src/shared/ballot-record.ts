import { z } from 'zod';
import { awardResults, awardVoters } from './api.ts';
import { AMENDMENT_WHY, BALLOT_RECORD_FORMAT } from './ballot-record-format.ts';

/**
 * The ballot record: what a room's voters cast, by receipt, frozen with the
 * results when voting ends. It names no participant. Its canonical form and
 * fingerprint are in `record-fingerprint.ts`; decision 037 defines them.
 */

/** One pick of a counted ballot, with the contestant's name as it was at the end. */
export const recordRanking = z.strictObject({
  rank: z.number().int(),
  contestantId: z.string(),
  contestantName: z.string(),
});
export type RecordRanking = z.infer<typeof recordRanking>;

/**
 * A counted ballot, published: its receipt and rankings. In an award of
 * judges and audience, also its side and, for a judge, the contestants they
 * have a conflict with (left out of that contestant's judges' share).
 */
export const openBallot = z.strictObject({
  receipt: z.string(),
  rankings: z.array(recordRanking),
  side: z.enum(['judge', 'audience']).optional(),
  conflicts: z.array(z.string()).optional(),
});
export type OpenBallot = z.infer<typeof openBallot>;

/** A counted ballot, sealed: its receipt and the SHA-256 of its salted canonical form. */
export const sealedBallot = z.strictObject({ receipt: z.string(), sha256: z.string() });
export type SealedBallot = z.infer<typeof sealedBallot>;

export const recordBallot = z.union([openBallot, sealedBallot]);
export type RecordBallot = z.infer<typeof recordBallot>;

/**
 * Something an organiser's change did to a ballot during voting: deleted it
 * or changed it, why, and the contestant taken out of it when one was.
 */
export const recordAmendment = z.strictObject({
  receipt: z.string(),
  what: z.enum(['deleted', 'changed']),
  why: z.enum(AMENDMENT_WHY),
  contestantName: z.string().optional(),
});
export type RecordAmendment = z.infer<typeof recordAmendment>;

/** A contestant an award was open to at the end, with the order that breaks full ties. */
export const recordContestant = z.strictObject({
  contestantId: z.string(),
  name: z.string(),
  orderIndex: z.number().int(),
});
export type RecordContestant = z.infer<typeof recordContestant>;

/** One award's part of the record: ballots sorted by receipt, amendments by receipt then time. */
export const recordAward = z.strictObject({
  awardId: z.string(),
  name: z.string(),
  voters: awardVoters,
  judgesWeight: z.number().int().optional(),
  /** Only for an award judged at an expo: its ballots are each judge's ranking of what they saw. */
  expo: z.literal(true).optional(),
  contestants: z.array(recordContestant),
  ballots: z.array(recordBallot),
  amendments: z.array(recordAmendment),
});
export type RecordAward = z.infer<typeof recordAward>;

export const ballotRecord = z.strictObject({
  format: z.literal(BALLOT_RECORD_FORMAT),
  room: z.strictObject({
    roomId: z.string(),
    code: z.string(),
    name: z.string(),
    title: z.string(),
  }),
  endedAt: z.string(),
  /** False when the organiser sealed the ballots: each is then only a salted hash. */
  ballotsPublished: z.boolean(),
  awards: z.array(recordAward),
});
export type BallotRecord = z.infer<typeof ballotRecord>;

/**
 * The file **Download ballot record** gives: the record, its fingerprint as
 * the server computed it, and the results the server wrote (every award's).
 */
export const ballotRecordFile = z.strictObject({
  fingerprint: z.string(),
  record: ballotRecord,
  results: z.array(awardResults),
});
export type BallotRecordFile = z.infer<typeof ballotRecordFile>;

/** What the record holds for one receipt in one award: its counted ballot, and what happened to it. */
export const receiptInAward = z.object({
  awardId: z.string(),
  awardName: z.string(),
  ballot: recordBallot.nullable(),
  amendments: z.array(recordAmendment),
});
export type ReceiptInAward = z.infer<typeof receiptInAward>;

/** The answer to Check: the record's fingerprint and, per award, what it holds for the receipt. */
export const receiptCheck = z.object({
  fingerprint: z.string(),
  receipt: z.string(),
  ballotsPublished: z.boolean(),
  awards: z.array(receiptInAward),
});
export type ReceiptCheck = z.infer<typeof receiptCheck>;
