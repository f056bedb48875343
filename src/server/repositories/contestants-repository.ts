import { and, asc, eq } from 'drizzle-orm';
import type { Contestant } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type ContestantRow, contestants } from '../db/schema.ts';

/** Where the server serves a contestant's pasted (inline) image. */
export function contestantImagePath(roomId: string, contestantId: string): string {
  return `/api/rooms/${roomId}/contestants/${contestantId}/image`;
}

export function toContestant(row: ContestantRow): Contestant {
  const inline = row.imageUrl?.startsWith('data:') ?? false;
  return {
    id: row.id,
    roomId: row.roomId,
    name: row.name,
    blurb: row.blurb,
    imageUrl: inline ? contestantImagePath(row.roomId, row.id) : row.imageUrl,
    demoUrl: row.demoUrl,
    orderIndex: row.orderIndex,
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
    orderIndex: number;
  },
): Promise<ContestantRow> {
  const [row] = await ex.insert(contestants).values(values).returning();
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
