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
    participantId: row.participantId,
    participantName: row.participantName,
    rankings: row.rankings,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ballot's columns with its participant's name (join with `withParticipant`). */
export const namedBallot = {
  id: ballots.id,
  roomId: ballots.roomId,
  participantId: ballots.participantId,
  participantName: roomParticipants.name,
  rankings: ballots.rankings,
  createdAt: ballots.createdAt,
  updatedAt: ballots.updatedAt,
};

/** Joins a ballot to the participant who cast it. */
export const withParticipant = and(
  eq(roomParticipants.roomId, ballots.roomId),
  eq(roomParticipants.id, ballots.participantId),
);

/** Writes a participant's ballot, replacing any earlier one; says whether it is new. */
export async function upsertBallot(
  ex: Executor,
  values: { roomId: string; participantId: string; rankings: RankingEntry[] },
): Promise<{ row: BallotRow; inserted: boolean }> {
  const [result] = await ex
    .insert(ballots)
    .values(values)
    .onConflictDoUpdate({
      target: [ballots.roomId, ballots.participantId],
      set: { rankings: values.rankings, updatedAt: sql`now()` },
    })
    .returning({
      id: ballots.id,
      roomId: ballots.roomId,
      participantId: ballots.participantId,
      rankings: ballots.rankings,
      createdAt: ballots.createdAt,
      updatedAt: ballots.updatedAt,
      // NOTE: xmax is 0 for a freshly inserted row and set for an updated one.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  if (!result) throw new Error('ballot upsert returned nothing');
  const { inserted, ...row } = result;
  return { row, inserted };
}

export async function findBallot(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<NamedBallotRow | undefined> {
  const [row] = await ex
    .select(namedBallot)
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(and(eq(ballots.roomId, roomId), eq(ballots.participantId, participantId)));
  return row;
}

export async function deleteBallot(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<BallotRow | undefined> {
  const [row] = await ex
    .delete(ballots)
    .where(and(eq(ballots.roomId, roomId), eq(ballots.participantId, participantId)))
    .returning();
  return row;
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

export async function listBallotRankings(
  ex: Executor,
  roomId: string,
): Promise<{ rankings: RankingEntry[] }[]> {
  return ex.select({ rankings: ballots.rankings }).from(ballots).where(eq(ballots.roomId, roomId));
}
