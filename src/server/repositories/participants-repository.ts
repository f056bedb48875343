import { and, count, desc, eq, exists, ilike, not, type SQL } from 'drizzle-orm';
import type { Participant } from '#shared/api.ts';
import type { ParticipantFilter } from '#shared/schemas.ts';
import type { Executor } from '../db/database.ts';
import { ballots, type ParticipantRow, roomParticipants } from '../db/schema.ts';

/** A participant on the wire; `voted` says whether the room holds a ballot of theirs. */
export function toParticipant(row: ParticipantRow, voted = false): Participant {
  return {
    id: row.id,
    roomId: row.roomId,
    name: row.name,
    joinedAt: row.joinedAt.toISOString(),
    voted,
    teamId: row.teamId,
  };
}

export type ParticipantPageQuery = {
  search: string;
  status: ParticipantFilter;
  offset: number;
  limit: number;
};

/** `text` as a LIKE pattern that matches it literally anywhere in a value. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a room's participants, newest first, each with whether they
 * voted, and how many participants match the search and filter in all.
 */
export async function pageParticipants(
  ex: Executor,
  roomId: string,
  query: ParticipantPageQuery,
): Promise<{ rows: { row: ParticipantRow; voted: boolean }[]; matching: number }> {
  const hasBallot = exists(
    ex
      .select({ one: ballots.id })
      .from(ballots)
      .where(
        and(
          eq(ballots.roomId, roomParticipants.roomId),
          eq(ballots.participantId, roomParticipants.id),
        ),
      ),
  );
  // Judges are listed apart, on the Judges panel.
  const conditions: SQL[] = [
    eq(roomParticipants.roomId, roomId),
    eq(roomParticipants.judge, false),
  ];
  if (query.search) conditions.push(ilike(roomParticipants.name, containing(query.search)));
  if (query.status === 'voted') conditions.push(hasBallot);
  if (query.status === 'not-voted') conditions.push(not(hasBallot));
  const where = and(...conditions);
  const rows = await ex
    .select({ row: roomParticipants, voted: hasBallot.mapWith(Boolean) })
    .from(roomParticipants)
    .where(where)
    .orderBy(desc(roomParticipants.joinedAt), desc(roomParticipants.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await ex.select({ matching: count() }).from(roomParticipants).where(where);
  return { rows, matching: counted?.matching ?? 0 };
}

export async function findParticipant(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.id, participantId)));
  return row;
}

export async function deleteParticipant(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .delete(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.id, participantId)))
    .returning();
  return row;
}
