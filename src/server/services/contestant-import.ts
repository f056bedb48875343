import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import type { ImportPreview, ImportResult } from '#shared/contestant-import.ts';
import { refuse } from '../errors.ts';
import { insertContestants } from '../repositories/contestant-batches.ts';
import { toContestant } from '../repositories/contestants-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import { listTableHolders } from '../repositories/table-numbers-repository.ts';
import { requireAdmin } from './access.ts';
import { readContestantCsv } from './contestant-csv.ts';
import type { ServiceContext } from './context.ts';
import { markTakenTables } from './import-tables.ts';
import { changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';

/** Refuses a room whose voting has ended: contestants are added only while it is open. */
function requireOpen(status: string): void {
  if (status === 'ended') throw refuse('room_ended', 'votingEnded');
}

/**
 * What importing a CSV file of contestants would add, and each row's
 * problems (a table a contestant of the room has is one), without adding
 * anything; organisers only, while voting is open.
 */
export async function previewContestantImport(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  csv: string,
): Promise<ImportPreview> {
  const { row: room, access } = await openRoom(ctx, roomId, token);
  requireAdmin(access);
  requireOpen(room.status);
  const file = readContestantCsv(csv);
  const { contestants } = await countRoom(ctx.database.db, roomId);
  const rows = markTakenTables(file.rows, await listTableHolders(ctx.database.db, roomId));
  return {
    rows,
    notes: file.notes,
    noteReasons: file.noteReasons,
    ready: rows.filter((row) => row.problems.length === 0).length,
    space: Math.max(0, MAX_CONTESTANTS_PER_ROOM - contestants),
  };
}

/**
 * Adds every row of a CSV file of contestants that has no problem, after the
 * room's current last contestant, in one change: all of them or, when they do
 * not fit in the room, none. Rows with problems are skipped and answered.
 */
export async function importContestants(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  csv: string,
): Promise<ImportResult> {
  const { access } = await openRoom(ctx, roomId, token);
  requireAdmin(access);
  const file = readContestantCsv(csv);
  return changeRoom(ctx, roomId, async (tx, room) => {
    requireOpen(room.status);
    // Read under the room's lock: no other change takes a table meanwhile.
    const checked = markTakenTables(file.rows, await listTableHolders(tx, roomId));
    const ready = checked.filter((row) => row.problems.length === 0);
    const skipped = checked.filter((row) => row.problems.length > 0);
    if (ready.length === 0) {
      throw refuse('validation_failed', 'importNothingReady');
    }
    const space = MAX_CONTESTANTS_PER_ROOM - (await countRoom(tx, roomId)).contestants;
    if (ready.length > space) {
      throw refuse('contestant_limit', 'importNoSpace', {
        space: Math.max(0, space),
        max: MAX_CONTESTANTS_PER_ROOM,
        rows: ready.length,
      });
    }
    const rows = await insertContestants(
      tx,
      roomId,
      ready.map(({ name, blurb, imageUrl, demoUrl, tableNumber }) => ({
        name,
        blurb,
        imageUrl,
        demoUrl,
        tableNumber,
      })),
    );
    const added = rows.map(toContestant);
    const counted = await countRoom(tx, roomId);
    return {
      value: { contestants: added, skipped },
      events: [
        ...added.map((contestant) => ({ type: 'contestant_added' as const, contestant })),
        { type: 'totals', totals: counted },
      ],
    };
  });
}
