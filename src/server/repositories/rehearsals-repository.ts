import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ballots, type RoomRow, roomParticipants, rooms } from '../db/schema.ts';
import { auditLogs } from '../db/schema-audit.ts';
import { ballotAmendments, ballotRecords, results } from '../db/schema-record.ts';

/** Whether anyone but a judge has joined the room, or anyone has voted in it. */
export async function hasPeopleOrBallots(ex: Executor, roomId: string): Promise<boolean> {
  const [row] = await ex
    .select({
      taken: sql<boolean>`exists (
        select 1 from ${roomParticipants}
        where ${roomParticipants.roomId} = ${roomId} and not ${roomParticipants.judge}
      ) or exists (select 1 from ${ballots} where ${ballots.roomId} = ${roomId})`,
    })
    .from(sql`(select 1) as one`);
  return row?.taken === true;
}

/** Marks a rehearsal of `voters` simulated voters, the last voting `seconds` from now. */
export async function markRehearsal(
  ex: Executor,
  roomId: string,
  voters: number,
  seconds: number,
): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({
      rehearsalStartedAt: sql`now()`,
      rehearsalVoters: voters,
      rehearsalEndsAt: sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(eq(rooms.id, roomId))
    .returning();
  if (!row) throw new Error(`room ${roomId} vanished while locked`);
  return row;
}

/**
 * Takes away everything a rehearsal left in the room: its simulated voters
 * (their ballots go with them), the results and ballot record of a
 * rehearsal that finished, the ballot amendments written since it started
 * (only simulated voters vote in a rehearsal) and the organiser log's
 * finish and removals since then (only simulated voters can be removed
 * then); and opens the room again at the start of its reveal,
 * without a timer. Answers the room and how many simulated voters there were.
 */
export async function clearRehearsal(
  ex: Executor,
  room: RoomRow,
): Promise<{ row: RoomRow; removed: number }> {
  const roomId = room.id;
  const since = room.rehearsalStartedAt ?? new Date(0);
  const removed = await ex
    .delete(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.simulated, true)))
    .returning({ id: roomParticipants.id });
  await ex.delete(results).where(eq(results.roomId, roomId));
  await ex.delete(ballotRecords).where(eq(ballotRecords.roomId, roomId));
  await ex
    .delete(ballotAmendments)
    .where(and(eq(ballotAmendments.roomId, roomId), gte(ballotAmendments.createdAt, since)));
  await ex
    .delete(auditLogs)
    .where(
      and(
        eq(auditLogs.roomId, roomId),
        gte(auditLogs.createdAt, since),
        inArray(auditLogs.action, ['finish_voting', 'remove_participant']),
      ),
    );
  const [row] = await ex
    .update(rooms)
    .set({
      status: 'setup',
      endedAt: null,
      revealStep: 0,
      votingEndsAt: null,
      rehearsalStartedAt: null,
      rehearsalVoters: null,
      rehearsalEndsAt: null,
    })
    .where(eq(rooms.id, roomId))
    .returning();
  if (!row) throw new Error(`room ${roomId} vanished while locked`);
  return { row, removed: removed.length };
}
