import { and, desc, eq } from 'drizzle-orm';
import type { Participant } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type ParticipantRow, roomParticipants } from '../db/schema.ts';

export function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    roomId: row.roomId,
    participantId: row.participantId,
    participantName: row.participantName,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export async function insertParticipant(
  ex: Executor,
  values: { roomId: string; participantId: string; participantName: string; tokenHash: string },
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

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a participant by participant id, or by row id as a fallback. */
export async function findParticipant(
  ex: Executor,
  roomId: string,
  participantIdOrId: string,
): Promise<ParticipantRow | undefined> {
  const [byParticipantId] = await ex
    .select()
    .from(roomParticipants)
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.participantId, participantIdOrId),
      ),
    );
  if (byParticipantId || !UUID_PATTERN.test(participantIdOrId)) return byParticipantId;
  const [byId] = await ex
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.id, participantIdOrId)));
  return byId;
}

export async function deleteParticipant(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .delete(roomParticipants)
    .where(
      and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.participantId, participantId)),
    )
    .returning();
  return row;
}
