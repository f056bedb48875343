import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  ACTIVITY_INTERVAL_MS,
  ROOM_EVENTS_CHANNEL,
  type RoomChangeListener,
  type RoomChangeNotice,
  type RoomEventBus,
} from '../events/room-events.ts';
import { createActivityAnnouncer } from './activity-announcer.ts';

// NOTE: NOTIFY payloads must be shorter than 8000 bytes
// (https://www.postgresql.org/docs/current/sql-notify.html); larger changes
// travel as a notice and receivers reload the room.
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_DELAY_MS = 500;

/** An announcement as it travels: activity says which node sent it, to be ignored there. */
type Announcement = RoomChangeNotice & { node?: string };

/**
 * Delivers room changes between every node on one PostgreSQL database with
 * LISTEN/NOTIFY. A versioned change's NOTIFY is sent inside its transaction,
 * so it is delivered only if the change commits, and in commit order.
 *
 * Activity (ballots, joins) is announced after it commits, at most every
 * ACTIVITY_INTERVAL_MS per room and node (decision 022): a NOTIFY inside
 * every ballot's transaction would make every commit wait for the others',
 * since PostgreSQL queues notifications under one lock. Receivers read the
 * activity itself, so an announcement lost with a crashed node is made good
 * by the room's next one.
 */
export async function createPostgresEventBus(
  connectionString: string,
  logger: FastifyBaseLogger,
): Promise<RoomEventBus> {
  const listeners = new Set<RoomChangeListener>();
  let client: pg.Client | undefined;
  let closed = false;
  const node = randomUUID();

  const tell = (change: RoomChangeNotice) => {
    for (const listener of listeners) listener(change);
  };

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch {
      logger.warn('ignored an unreadable room event notification');
      return;
    }
    const { node: from, ...change } = announcement;
    // This node's hub heard of its own activity when it committed.
    if (from !== node) tell(change);
  };

  const announce = async (roomId: string) => {
    const payload: Announcement = { roomId, version: null, events: [], node };
    try {
      await client?.query('select pg_notify($1, $2)', [
        ROOM_EVENTS_CHANNEL,
        JSON.stringify(payload),
      ]);
    } catch (error) {
      logger.warn({ err: error, roomId }, 'could not announce activity to other nodes');
    }
  };
  const announcer = createActivityAnnouncer(
    (roomId) => void announce(roomId),
    ACTIVITY_INTERVAL_MS,
  );

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
    async stage(notify, change) {
      let payload = JSON.stringify(change);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        payload = JSON.stringify({ roomId: change.roomId, version: change.version, events: null });
      }
      await notify(payload);
    },
    committed() {},
    activity(roomId) {
      tell({ roomId, version: null, events: [] });
      announcer.note(roomId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await Promise.all(announcer.close().map(announce));
      closed = true;
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
