import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RoomChangeListener, RoomChangeNotice, RoomEventBus } from './event-bus.ts';

export const ROOM_EVENTS_CHANNEL = 'viberank_room_events';

// NOTE: NOTIFY payloads must be shorter than 8000 bytes
// (https://www.postgresql.org/docs/current/sql-notify.html); larger changes
// travel as a notice and receivers reload the room.
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_DELAY_MS = 500;

/**
 * Delivers room changes between every node on one PostgreSQL database with
 * LISTEN/NOTIFY. The NOTIFY is sent inside the change's transaction, so it
 * is delivered only if the change commits, and in commit order.
 */
export async function createPostgresEventBus(
  connectionString: string,
  logger: FastifyBaseLogger,
): Promise<RoomEventBus> {
  const listeners = new Set<RoomChangeListener>();
  let client: pg.Client | undefined;
  let closed = false;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let change: RoomChangeNotice;
    try {
      change = JSON.parse(payload) as RoomChangeNotice;
    } catch {
      logger.warn('ignored an unreadable room event notification');
      return;
    }
    for (const listener of listeners) listener(change);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'room event listener lost its connection');
      void reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${ROOM_EVENTS_CHANNEL}`);
    client = next;
  };

  let reconnecting = false;
  const reconnect = async () => {
    if (closed || reconnecting) return;
    reconnecting = true;
    await client?.end().catch(() => {});
    client = undefined;
    while (!closed) {
      try {
        await connect();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      }
    }
    reconnecting = false;
  };

  await connect();

  return {
    async stage(tx, change) {
      let payload = JSON.stringify(change);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        payload = JSON.stringify({ roomId: change.roomId, version: change.version, events: null });
      }
      await tx.execute(sql`select pg_notify(${ROOM_EVENTS_CHANNEL}, ${payload})`);
    },
    committed() {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
