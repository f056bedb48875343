import { and, desc, eq } from 'drizzle-orm';
import type { Participant } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type ParticipantRow, roomParticipants } from '../db/schema.ts';

export function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    roomId: row.roomId,
    name: row.name,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export async function insertParticipant(
  ex: Executor,
  values: { roomId: string; id: string; name: string; tokenHash: string },
): Promise<ParticipantRow> {
  const [row] = await ex.insert(roomParticipants).values(values).returning();
  if (!row) throw new Error('participant insert returned nothing');
  return row;
}

/** Participants, newest first. */
export async function listParticipants(ex: Executor, roomId: string): Promise<ParticipantRow[]> {
  return ex
    .select()
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, roomId))
    .orderBy(desc(roomParticipants.joinedAt), desc(roomParticipants.id));
}

export async function findParticipantByTokenHash(
  ex: Executor,
  roomId: string,
  tokenHash: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.tokenHash, tokenHash)));
  return row;
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
