import type { Executor } from '../db/database.ts';
import { type AdminRow, admins } from '../db/schema.ts';

/** Records a device that may run the room, by the hash of its secret. */
export async function insertAdmin(
  ex: Executor,
  values: { roomId: string; tokenHash: string },
): Promise<AdminRow> {
  const [row] = await ex.insert(admins).values(values).returning();
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}
