import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ballot, RankingEntry } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type VoteRow, votes } from '../db/schema.ts';

export function toBallot(row: VoteRow): Ballot {
  return {
    id: row.id,
    roomId: row.roomId,
    voterId: row.voterId,
    voterName: row.voterName,
    rankings: row.rankings,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes a voter's ballot, replacing any earlier one; says whether it is new. */
export async function upsertBallot(
  ex: Executor,
  values: { roomId: string; voterId: string; voterName: string; rankings: RankingEntry[] },
): Promise<{ row: VoteRow; inserted: boolean }> {
  const [result] = await ex
    .insert(votes)
    .values(values)
    .onConflictDoUpdate({
      target: [votes.roomId, votes.voterId],
      set: { rankings: values.rankings, voterName: values.voterName, updatedAt: sql`now()` },
    })
    .returning({
      id: votes.id,
      roomId: votes.roomId,
      voterId: votes.voterId,
      voterName: votes.voterName,
      rankings: votes.rankings,
      createdAt: votes.createdAt,
      updatedAt: votes.updatedAt,
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
  voterId: string,
): Promise<VoteRow | undefined> {
  const [row] = await ex
    .select()
    .from(votes)
    .where(and(eq(votes.roomId, roomId), eq(votes.voterId, voterId)));
  return row;
}

export async function deleteBallot(
  ex: Executor,
  roomId: string,
  voterId: string,
): Promise<VoteRow | undefined> {
  const [row] = await ex
    .delete(votes)
    .where(and(eq(votes.roomId, roomId), eq(votes.voterId, voterId)))
    .returning();
  return row;
}

/** The latest ballots by updated_at, newest first. */
export async function listRecentBallots(
  ex: Executor,
  roomId: string,
  limit: number,
): Promise<VoteRow[]> {
  return ex
    .select()
    .from(votes)
    .where(eq(votes.roomId, roomId))
    .orderBy(desc(votes.updatedAt), desc(votes.id))
    .limit(limit);
}

export async function listBallotRankings(
  ex: Executor,
  roomId: string,
): Promise<{ rankings: RankingEntry[] }[]> {
  return ex.select({ rankings: votes.rankings }).from(votes).where(eq(votes.roomId, roomId));
}
