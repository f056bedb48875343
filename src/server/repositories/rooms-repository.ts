import { and, eq, sql } from 'drizzle-orm';
import type { Room } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import {
  type AdminRow,
  admins,
  type ParticipantRow,
  type RoomRow,
  roomParticipants,
  rooms,
} from '../db/schema.ts';

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.title,
    status: row.status,
    holdResults: row.holdResults,
    revealStep: row.revealStep,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Inserts a room; returns undefined when its code is already taken. */
export async function insertRoom(
  ex: Executor,
  values: { code: string; name: string; title: string },
): Promise<RoomRow | undefined> {
  const [row] = await ex.insert(rooms).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRoomById(ex: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await ex.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

/** Who a token hash belongs to in a room: one of its admins, one of its participants, or no one. */
export type RoomWithCaller = {
  room: RoomRow;
  admin: AdminRow | null;
  participant: ParticipantRow | null;
};

/**
 * A room with the admin or participant (if any) whose token hash is given, in
 * one query: the check behind every call.
 */
export async function findRoomWithCaller(
  ex: Executor,
  id: string,
  tokenHash: string,
): Promise<RoomWithCaller | undefined> {
  const [row] = await ex
    .select({ room: rooms, admin: admins, participant: roomParticipants })
    .from(rooms)
    .leftJoin(admins, and(eq(admins.roomId, rooms.id), eq(admins.tokenHash, tokenHash)))
    .leftJoin(
      roomParticipants,
      and(eq(roomParticipants.roomId, rooms.id), eq(roomParticipants.tokenHash, tokenHash)),
    )
    .where(eq(rooms.id, id));
  return row;
}

export async function findRoomByCode(ex: Executor, code: string): Promise<RoomRow | undefined> {
  const [row] = await ex.select().from(rooms).where(eq(rooms.code, code));
  return row;
}

/**
 * Locks the room for a change and bumps its version. Every change to a room
 * goes through here first, so changes to one room are applied one at a time
 * and each gets the next version.
 */
export async function lockRoomForChange(ex: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await ex
    .update(rooms)
    .set({ version: sql`${rooms.version} + 1` })
    .where(eq(rooms.id, id))
    .returning();
  return row;
}

export type RoomCountChanges = { ballots?: number; participants?: number; contestants?: number };

export async function adjustRoomCounts(
  ex: Executor,
  id: string,
  changes: RoomCountChanges,
): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({
      ballotCount: sql`${rooms.ballotCount} + ${changes.ballots ?? 0}`,
      participantCount: sql`${rooms.participantCount} + ${changes.participants ?? 0}`,
      contestantCount: sql`${rooms.contestantCount} + ${changes.contestants ?? 0}`,
    })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function markRoomEnded(ex: Executor, id: string): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setHoldResults(ex: Executor, id: string, hold: boolean): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ holdResults: hold })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setRevealStep(ex: Executor, id: string, step: number): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ revealStep: step })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}
