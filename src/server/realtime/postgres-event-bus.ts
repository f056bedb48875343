import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_INTERVAL_MS,
  type DeliveredVersions,
  ROOM_EVENTS_CHANNEL,
  type RoomChangeListener,
  type RoomChangeLog,
  type RoomChangeNotice,
  type RoomEventBus,
} from '../events/room-events.ts';
import type { Listen, ListenConnection } from '../events/room-listener.ts';
import { createActivityAnnouncer } from './activity-announcer.ts';
import { isLoadWord, type LoadWord, nodeLoads } from './node-loads.ts';
import { OrderedDeliveries } from './ordered-deliveries.ts';

// NOTE: NOTIFY payloads must be shorter than 8000 bytes
// (https://www.postgresql.org/docs/current/sql-notify.html); a larger change
// travels as its room and version, and receivers read it from the change log.
const MAX_PAYLOAD_BYTES = 7000;
/** How long the change log keeps a change: a node down longer gets fresh snapshots. */
const CHANGE_LOG_KEEP_MS = 15 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * A notification as it travels: `at` when it was sent (the bus's delivery
 * lag), `node` which node announced activity (ignored there), `spilled` a
 * change to be read from the change log.
 */
type Notification =
  | (RoomChangeNotice & { at?: number; node?: string })
  | { roomId: string; version: number; spilled: true; at?: number }
  | LoadWord;

export type PostgresBusOptions = {
  /** Opens the connection that LISTENs (db/listen-connection.ts). */
  listen: Listen;
  log: FastifyBaseLogger;
  changeLog: RoomChangeLog;
  /** Told how long each notification took from its sender to this node, in seconds. */
  onDeliveryLag?: (seconds: number) => void;
};

/**
 * Delivers room changes between every node on one PostgreSQL database with
 * LISTEN/NOTIFY. A versioned change is kept in the room change log and
 * notified inside its transaction, so it is delivered only if the change
 * commits, and in commit order; one too large to notify is read from the log
 * by its version, the changes after it waiting their turn. A node whose
 * listening connection dropped reads what it missed from the log, by room
 * version, before it tells anything it hears on the new connection.
 *
 * Activity (ballots, joins) is announced after it commits, at most every
 * ACTIVITY_INTERVAL_MS per room and node (decision 022): a NOTIFY inside
 * every ballot's transaction would make every commit wait for the others',
 * since PostgreSQL queues notifications under one lock. Receivers read the
 * activity itself, so an announcement lost with a crashed node is made good
 * by the room's next one.
 */
export async function createPostgresEventBus(options: PostgresBusOptions): Promise<RoomEventBus> {
  const { log, changeLog } = options;
  const listeners = new Set<RoomChangeListener>();
  const delivered = new Set<DeliveredVersions>();
  const node = randomUUID();
  const loads = nodeLoads(node, (payload) =>
    connection?.query('select pg_notify($1, $2)', [ROOM_EVENTS_CHANNEL, payload]),
  );
  const deliveries = new OrderedDeliveries((change) => {
    for (const listener of listeners) listener(change);
  });

  const lag = (at: number | undefined) => {
    if (at !== undefined) options.onDeliveryLag?.(Math.max(0, Date.now() - at) / 1000);
  };

  const readSpilled = async (roomId: string, version: number, at?: number) => {
    try {
      const change = await changeLog.read(roomId, version);
      lag(at);
      return [change ?? { roomId, version, events: null }];
    } catch (error) {
      log.warn({ err: error, roomId, version }, 'could not read a room change from the log');
      return [{ roomId, version, events: null }];
    }
  };

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    let notification: Notification;
    try {
      notification = JSON.parse(payload) as Notification;
    } catch {
      log.warn('ignored an unreadable room event notification');
      return;
    }
    if ('sockets' in notification) {
      if (isLoadWord(notification)) loads.hear(notification);
      return;
    }
    if ('spilled' in notification) {
      deliveries.push(readSpilled(notification.roomId, notification.version, notification.at));
      return;
    }
    const { node: from, at, ...change } = notification;
    // This node's hub heard of its own activity when it committed.
    if (from === node) return;
    lag(at);
    deliveries.push([change]);
  };

  /** What the rooms listened to missed, then a fresh read of each one's activity. */
  const catchUp = async (): Promise<readonly RoomChangeNotice[]> => {
    const versions = new Map<string, number>();
    for (const provider of delivered) {
      for (const [roomId, version] of provider()) {
        versions.set(roomId, Math.min(version, versions.get(roomId) ?? version));
      }
    }
    const known = new Map([...versions].filter(([, version]) => version > 0));
    const missed = await changeLog.since(known);
    if (missed.length > 0) log.info({ changes: missed.length }, 'caught up on missed room changes');
    const activity = [...versions.keys()].map((roomId) => ({
      roomId,
      version: null,
      events: [],
    }));
    return [...missed, ...activity];
  };

  let connection: ListenConnection | undefined;
  connection = await options.listen({
    channel: ROOM_EVENTS_CHANNEL,
    log,
    onNotification: receive,
    onListening(again) {
      if (!again) return { settled: Promise.resolve() };
      const read = catchUp();
      // Told in order whatever happens; a failed read drops this connection
      // and the next one catches up again (what was told since holds a gap
      // in versions, which sends fresh snapshots).
      deliveries.push(read.catch(() => []));
      return { settled: read.then(() => undefined) };
    },
  });

  const announce = async (roomId: string) => {
    const payload: Notification = { roomId, version: null, events: [], node, at: Date.now() };
    try {
      await connection?.query('select pg_notify($1, $2)', [
        ROOM_EVENTS_CHANNEL,
        JSON.stringify(payload),
      ]);
    } catch (error) {
      log.warn({ err: error, roomId }, 'could not announce activity to other nodes');
    }
  };
  const announcer = createActivityAnnouncer(
    (roomId) => void announce(roomId),
    ACTIVITY_INTERVAL_MS,
  );

  const prune = setInterval(() => {
    changeLog.prune(CHANGE_LOG_KEEP_MS).catch((error: unknown) => {
      log.debug({ err: error }, 'could not prune the room change log');
    });
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    loads,
    async stage(staging, change) {
      const at = Date.now();
      if (change.version === null) {
        let payload = JSON.stringify({ ...change, at });
        // Receivers read the activity itself: a change too large to notify is announced bare.
        if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
          payload = JSON.stringify({ roomId: change.roomId, version: null, events: [], at });
        }
        return staging.notify(payload);
      }
      const versioned = { roomId: change.roomId, version: change.version, events: change.events };
      await staging.record(versioned);
      let payload = JSON.stringify({ ...versioned, at });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        payload = JSON.stringify({
          roomId: change.roomId,
          version: change.version,
          spilled: true,
          at,
        });
      }
      await staging.notify(payload);
    },
    committed() {},
    activity(roomId) {
      deliveries.push([{ roomId, version: null, events: [] }]);
      announcer.note(roomId);
    },
    subscribe(listener, versions) {
      listeners.add(listener);
      if (versions) delivered.add(versions);
      return () => {
        listeners.delete(listener);
        if (versions) delivered.delete(versions);
      };
    },
    upToDate: () => connection?.upToDate() ?? false,
    async close() {
      clearInterval(prune);
      await Promise.all(announcer.close().map(announce));
      listeners.clear();
      delivered.clear();
      await connection?.close();
      connection = undefined;
    },
  };
}
