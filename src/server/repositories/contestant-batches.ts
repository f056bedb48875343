import { eq, max } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type ContestantRow, contestants } from '../db/schema.ts';
import { imageHashOf } from './contestants-repository.ts';

export type ContestantValues = {
  name: string;
  blurb: string;
  imageUrl: string | null;
  demoUrl: string | null;
  tableNumber: number | null;
};

/**
 * Adds contestants after the room's current last one, in the order given, in
 * one statement. The caller holds the room's lock, so the order cannot race.
 */
export async function insertContestants(
  ex: Executor,
  roomId: string,
  values: readonly ContestantValues[],
): Promise<ContestantRow[]> {
  if (values.length === 0) return [];
  const [last] = await ex
    .select({ orderIndex: max(contestants.orderIndex) })
    .from(contestants)
    .where(eq(contestants.roomId, roomId));
  const after = last?.orderIndex ?? 0;
  const rows = await ex
    .insert(contestants)
    .values(
      values.map((value, index) => ({
        ...value,
        roomId,
        imageHash: imageHashOf(value.imageUrl),
        orderIndex: after + index + 1,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.orderIndex - b.orderIndex);
}
