import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type ParticipantRow, type RoomRow, roomParticipants, rooms } from '../db/schema.ts';
import { type AdminRow, admins } from '../db/schema-admins.ts';

/**
 * What a join or a new room made the first time, found by the hash of the
 * token its idempotency key yields (auth/tokens.ts, `tokenFor`): the token
 * hashes are unique, so the look-up is one index probe.
 */

/** The participant holding this token, and their room. */
export async function findJoinByToken(
  ex: Executor,
  tokenHash: string,
): Promise<{ room: RoomRow; participant: ParticipantRow } | undefined> {
  const [row] = await ex
    .select({ room: rooms, participant: roomParticipants })
    .from(roomParticipants)
    .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
    .where(eq(roomParticipants.tokenHash, tokenHash));
  return row;
}

/** The organiser holding this token, and their room. */
export async function findAdminByToken(
  ex: Executor,
  tokenHash: string,
): Promise<{ room: RoomRow; admin: AdminRow } | undefined> {
  const [row] = await ex
    .select({ room: rooms, admin: admins })
    .from(admins)
    .innerJoin(rooms, eq(rooms.id, admins.roomId))
    .where(eq(admins.tokenHash, tokenHash));
  return row;
}
