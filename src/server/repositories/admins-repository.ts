import { and, asc, eq } from 'drizzle-orm';
import type { Admin } from '#shared/admins.ts';
import type { Executor } from '../db/database.ts';
import { type AdminRow, admins } from '../db/schema-admins.ts';

/** Records a device that may run the room, by the hash of its secret. */
export async function insertAdmin(
  ex: Executor,
  values: { roomId: string; tokenHash: string; role?: AdminRow['role']; name?: string },
): Promise<AdminRow> {
  const [row] = await ex.insert(admins).values(values).returning();
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}

/**
 * Records the organiser who created the room; nothing when the secret is
 * already someone's (the new room asked for again with its idempotency key:
 * services/rooms-service.ts finds the room it first made).
 */
export async function insertOwner(
  ex: Executor,
  roomId: string,
  tokenHash: string,
): Promise<AdminRow | undefined> {
  const [row] = await ex
    .insert(admins)
    .values({ roomId, tokenHash })
    .onConflictDoNothing({ target: admins.tokenHash })
    .returning();
  return row;
}

/** The room's organisers, oldest first (the owner, who created it, leads). */
export function listAdmins(ex: Executor, roomId: string): Promise<AdminRow[]> {
  return ex
    .select()
    .from(admins)
    .where(eq(admins.roomId, roomId))
    .orderBy(asc(admins.createdAt), asc(admins.id));
}

export async function findAdmin(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<AdminRow | undefined> {
  const [row] = await ex
    .select()
    .from(admins)
    .where(and(eq(admins.roomId, roomId), eq(admins.id, id)));
  return row;
}

/** Deletes an organiser of the room: its secret opens nothing from then on. */
export async function deleteAdmin(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<AdminRow | undefined> {
  const [row] = await ex
    .delete(admins)
    .where(and(eq(admins.roomId, roomId), eq(admins.id, id)))
    .returning();
  return row;
}

export function toAdmin(row: AdminRow): Admin {
  return { id: row.id, name: row.name, role: row.role, createdAt: row.createdAt.toISOString() };
}
