import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ROOM_EVENTS_CHANNEL } from '../events/room-events.ts';

/**
 * Sends a room change's notification inside its transaction: PostgreSQL
 * delivers it to every listening node only if the transaction commits, and
 * in commit order (decision 002).
 */
export async function notifyRoomChange(tx: Executor, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${ROOM_EVENTS_CHANNEL}, ${payload})`);
}
