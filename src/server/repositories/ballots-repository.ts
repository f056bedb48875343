import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ballot, RankingEntry } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type BallotRow, ballots, roomParticipants } from '../db/schema.ts';

/** A ballot with the name of the participant who cast it. */
export type NamedBallotRow = BallotRow & { participantName: string };

export function toBallot(row: NamedBallotRow): Ballot {
  return {
    id: row.id,
    roomId: row.roomId,
    awardId: row.awardId,
    participantId: row.participantId,
    participantName: row.participantName,
    judge: row.judge,
    rankings: row.rankings,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A participant's own ballot, with its receipt and salt: for that participant
 * alone, never for an organiser or another phone.
 */
export function toOwnBallot(row: NamedBallotRow): Ballot {
  return { ...toBallot(row), receipt: row.receipt, salt: row.salt };
}

/** A ballot's columns with its participant's name (join with `withParticipant`). */
export const namedBallot = {
  id: ballots.id,
  roomId: ballots.roomId,
  awardId: ballots.awardId,
  participantId: ballots.participantId,
  participantName: roomParticipants.name,
  judge: ballots.judge,
  rankings: ballots.rankings,
  receipt: ballots.receipt,
  salt: ballots.salt,
  createdAt: ballots.createdAt,
  updatedAt: ballots.updatedAt,
};

/** Joins a ballot to the participant who cast it. */
export const withParticipant = and(
  eq(roomParticipants.roomId, ballots.roomId),
  eq(roomParticipants.id, ballots.participantId),
);

/** A participant's ballots in every award of the room. */
export async function listOwnBallots(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<NamedBallotRow[]> {
  return ex
    .select(namedBallot)
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(and(eq(ballots.roomId, roomId), eq(ballots.participantId, participantId)));
}

/** Deletes a participant's ballots in every award; answers those it deleted. */
export async function deleteBallots(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<BallotRow[]> {
  return ex
    .delete(ballots)
    .where(and(eq(ballots.roomId, roomId), eq(ballots.participantId, participantId)))
    .returning();
}

/** The latest ballots by updated_at, newest first. */
export async function listRecentBallots(
  ex: Executor,
  roomId: string,
  limit: number,
): Promise<NamedBallotRow[]> {
  return ex
    .select(namedBallot)
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(eq(ballots.roomId, roomId))
    .orderBy(desc(ballots.updatedAt), desc(ballots.id))
    .limit(limit);
}

/**
 * A ballot as finishing tallies it: its award, whether a judge cast it, by
 * whom, and its receipt and salt for the ballot record.
 */
export type CountedBallot = {
  awardId: string;
  participantId: string;
  judge: boolean;
  rankings: RankingEntry[];
  receipt: string;
  salt: string;
};

/**
 * The room's ballots as finishing tallies them: identical audience ballots of
 * an award read once with how many were cast (`ballots`); a judge's apart,
 * with their id (their conflicts keep a ballot out of a contestant's share).
 * Forty thousand phones ranking ten contestants are a few hundred rows.
 */
export type TalliedRankings = {
  awardId: string;
  judge: boolean;
  /** The judge's id; null for the audience. */
  participantId: string | null;
  rankings: RankingEntry[];
  ballots: number;
};

export async function listTalliedRankings(
  ex: Executor,
  roomId: string,
): Promise<TalliedRankings[]> {
  const judgeId = sql<string | null>`case when ${ballots.judge} then ${ballots.participantId} end`;
  // Grouped by the rankings' text (schema.ts): equal rankings, equal text.
  const rows = await ex
    .select({
      awardId: ballots.awardId,
      judge: ballots.judge,
      participantId: judgeId,
      rankingsText: ballots.rankingsText,
      ballots: sql<number>`count(*)::int`,
    })
    .from(ballots)
    .where(eq(ballots.roomId, roomId))
    .groupBy(ballots.awardId, ballots.judge, judgeId, ballots.rankingsText);
  return rows.map(({ rankingsText, ...row }) => ({
    ...row,
    rankings: JSON.parse(rankingsText) as RankingEntry[],
  }));
}

/** Every ballot of the room, with receipts: what the ballot record holds. */
export async function listBallotRankings(ex: Executor, roomId: string): Promise<CountedBallot[]> {
  return ex
    .select({
      awardId: ballots.awardId,
      participantId: ballots.participantId,
      judge: ballots.judge,
      rankings: ballots.rankings,
      receipt: ballots.receipt,
      salt: ballots.salt,
    })
    .from(ballots)
    .where(eq(ballots.roomId, roomId));
}
