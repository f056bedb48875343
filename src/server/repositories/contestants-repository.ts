import { createHash } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Contestant } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { Executor } from '../db/database.ts';
import { type ContestantRow, contestants } from '../db/schema.ts';

/** The short content hash of a pasted image (the migration computes the same in SQL). */
export function imageHashOf(imageUrl: string | null): string | null {
  if (!imageUrl?.startsWith('data:')) return null;
  return createHash('md5').update(imageUrl).digest('hex').slice(0, 16);
}

export function toContestant(row: ContestantRow): Contestant {
  const inline = row.imageHash !== null && (row.imageUrl?.startsWith('data:') ?? false);
  return {
    id: row.id,
    roomId: row.roomId,
    name: row.name,
    blurb: row.blurb,
    // A pasted image is served from a path naming its content: cacheable for
    // ever, and a new image gets a new URL.
    imageUrl: inline
      ? routes.contestantImage.url({
          roomId: row.roomId,
          contestantId: row.id,
          imageHash: row.imageHash ?? '',
        })
      : row.imageUrl,
    demoUrl: row.demoUrl,
    orderIndex: row.orderIndex,
    tableNumber: row.tableNumber,
  };
}

export async function listContestants(ex: Executor, roomId: string): Promise<ContestantRow[]> {
  return ex
    .select()
    .from(contestants)
    .where(eq(contestants.roomId, roomId))
    .orderBy(asc(contestants.orderIndex));
}

export async function insertContestant(
  ex: Executor,
  values: {
    roomId: string;
    name: string;
    blurb: string;
    imageUrl: string | null;
    demoUrl: string | null;
    tableNumber: number | null;
  },
): Promise<ContestantRow> {
  // After the room's current last contestant: a gap left by a removal is never reused.
  const orderIndex = sql<number>`(select coalesce(max(${contestants.orderIndex}), 0) + 1 from ${contestants} where ${contestants.roomId} = ${values.roomId})`;
  const [row] = await ex
    .insert(contestants)
    .values({ ...values, imageHash: imageHashOf(values.imageUrl), orderIndex })
    .returning();
  if (!row) throw new Error('contestant insert returned nothing');
  return row;
}

export async function findContestant(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<ContestantRow | undefined> {
  const [row] = await ex
    .select()
    .from(contestants)
    .where(and(eq(contestants.roomId, roomId), eq(contestants.id, id)));
  return row;
}

/** The room's contestant at this table, other than `exceptId` (the one being edited), if any. */
export async function findContestantAtTable(
  ex: Executor,
  roomId: string,
  tableNumber: number,
  exceptId?: string,
): Promise<ContestantRow | undefined> {
  const [row] = await ex
    .select()
    .from(contestants)
    .where(
      and(
        eq(contestants.roomId, roomId),
        eq(contestants.tableNumber, tableNumber),
        exceptId === undefined ? undefined : ne(contestants.id, exceptId),
      ),
    );
  return row;
}

export async function deleteContestant(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<ContestantRow | undefined> {
  const [row] = await ex
    .delete(contestants)
    .where(and(eq(contestants.roomId, roomId), eq(contestants.id, id)))
    .returning();
  return row;
}

/**
 * Replaces a contestant's name, description and links, and its table unless
 * `tableNumber` is left out (undefined).
 */
export async function updateContestantRow(
  ex: Executor,
  roomId: string,
  id: string,
  values: {
    name: string;
    blurb: string;
    imageUrl: string | null;
    demoUrl: string | null;
    tableNumber?: number | null | undefined;
  },
): Promise<ContestantRow | undefined> {
  const [row] = await ex
    .update(contestants)
    .set({ ...values, imageHash: imageHashOf(values.imageUrl) })
    .where(and(eq(contestants.roomId, roomId), eq(contestants.id, id)))
    .returning();
  return row;
}

/**
 * Gives the room's contestants these order values, by id. Done in two steps
 * under the unique (room_id, order_index): first every order is made
 * negative (distinct from every value in use), then each gets its new one.
 */
export async function setContestantOrder(
  ex: Executor,
  roomId: string,
  order: readonly { id: string; orderIndex: number }[],
): Promise<void> {
  await ex
    .update(contestants)
    .set({ orderIndex: sql`-${contestants.orderIndex}` })
    .where(eq(contestants.roomId, roomId));
  for (const { id, orderIndex } of order) {
    await ex
      .update(contestants)
      .set({ orderIndex })
      .where(and(eq(contestants.roomId, roomId), eq(contestants.id, id)));
  }
}
