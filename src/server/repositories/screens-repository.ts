import { and, asc, eq } from 'drizzle-orm';
import type { Screen } from '#shared/screens.ts';
import type { Executor } from '../db/database.ts';
import { type ScreenRow, screens } from '../db/schema-screens.ts';

/** Records a screen link of the room, by the hash of its secret. */
export async function insertScreen(
  ex: Executor,
  values: { roomId: string; tokenHash: string; name: string },
): Promise<ScreenRow> {
  const [row] = await ex.insert(screens).values(values).returning();
  if (!row) throw new Error('screen insert returned nothing');
  return row;
}

/** The room's screen links, oldest first. */
export function listScreens(ex: Executor, roomId: string): Promise<ScreenRow[]> {
  return ex
    .select()
    .from(screens)
    .where(eq(screens.roomId, roomId))
    .orderBy(asc(screens.createdAt), asc(screens.id));
}

export async function findScreen(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<ScreenRow | undefined> {
  const [row] = await ex
    .select()
    .from(screens)
    .where(and(eq(screens.roomId, roomId), eq(screens.id, id)));
  return row;
}

/** Deletes a screen link of the room: its secret opens nothing from then on. */
export async function deleteScreen(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<ScreenRow | undefined> {
  const [row] = await ex
    .delete(screens)
    .where(and(eq(screens.roomId, roomId), eq(screens.id, id)))
    .returning();
  return row;
}

export function toScreen(row: ScreenRow): Screen {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
