import type { Executor } from '../db/database.ts';
import { refuse } from '../errors.ts';
import { findContestantAtTable } from '../repositories/contestants-repository.ts';

/**
 * Refuses a table another contestant of the room already has, naming that
 * contestant; `exceptId` is the contestant being edited. The caller holds
 * the room's lock, so no other change can take the table meanwhile.
 */
export async function requireFreeTable(
  tx: Executor,
  roomId: string,
  tableNumber: number | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (tableNumber === null || tableNumber === undefined) return;
  const holder = await findContestantAtTable(tx, roomId, tableNumber, exceptId);
  if (holder) {
    throw refuse('table_taken', 'tableTaken', {
      table: tableNumber,
      contestantName: holder.name,
    });
  }
}
