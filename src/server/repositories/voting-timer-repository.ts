import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type RoomRow, rooms } from '../db/schema.ts';

/** A timer that is running: its room and when, by the database's clock, it ends voting. */
export type RunningTimer = { roomId: string; endsAt: Date };

/** Starts the room's timer `seconds` from now by the database's clock, or stops it (null). */
export async function setVotingEndsAt(
  ex: Executor,
  id: string,
  seconds: number | null,
): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({
      votingEndsAt: seconds === null ? null : sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

/** Every running timer of an open room (the partial index on voting_ends_at finds them). */
export async function listRunningTimers(ex: Executor): Promise<RunningTimer[]> {
  const rows = await ex
    .select({ roomId: rooms.id, endsAt: rooms.votingEndsAt })
    .from(rooms)
    .where(and(isNotNull(rooms.votingEndsAt), eq(rooms.status, 'setup')));
  return rows.flatMap((row) => (row.endsAt ? [{ roomId: row.roomId, endsAt: row.endsAt }] : []));
}

/**
 * The room's timer as it stands by the database's clock: when it ends and
 * how many milliseconds are left (0 or less: it is due); null when the room
 * is gone, has ended or runs no timer.
 */
export async function findTimer(
  ex: Executor,
  id: string,
): Promise<{ endsAt: Date; msLeft: number } | null> {
  const [row] = await ex
    .select({
      endsAt: rooms.votingEndsAt,
      msLeft: sql<number>`extract(epoch from (${rooms.votingEndsAt} - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.status, 'setup'), isNotNull(rooms.votingEndsAt)));
  return row?.endsAt ? { endsAt: row.endsAt, msLeft: row.msLeft } : null;
}
