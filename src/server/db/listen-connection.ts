import pg from 'pg';
import type { ListenConnection, ListenOptions } from '../events/room-listener.ts';

/**
 * The first wait before reconnecting; doubled after each failure up to the
 * longest. A node that cannot listen tells its screens nothing new, so it
 * tries again at least every 1.5 s (one connection to the database), and is
 * listening again soon after PostgreSQL is back.
 */
const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 1_000;
/** A connection attempt that hangs (the database half up) is given up after this. */
const CONNECT_TIMEOUT_MS = 3_000;

/** The listening connection's application_name. */
export const LISTENER_NAME = 'viberank room events';

/**
 * Holds one connection that LISTENs on a channel, and gets a new one whenever
 * it drops (PostgreSQL restarted, the connection killed), with a jittered,
 * growing wait so that many nodes do not all knock at once.
 */
export async function listen(
  connectionString: string,
  options: ListenOptions,
): Promise<ListenConnection> {
  const { channel, log } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let reconnecting = false;
  let connections = 0;
  // Only once the catch-up has been read is every change this node missed told.
  let upToDate = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Named, so that an operator (or a test) can tell it apart in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    const again = connections > 0;
    let listening: { settled: Promise<void> } | undefined;
    next.on('notification', (message) => {
      if (listening && !closed) options.onNotification(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next || closed) return;
      log.warn({ err: error }, 'room event listener lost its connection');
      client = undefined;
      upToDate = false;
      void reconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      const sent = next.query(`LISTEN ${channel}`);
      // Notifications may follow LISTEN's answer in the same read: what the
      // listener must do first is queued before they are handled.
      listening = options.onListening(again);
      await sent;
      client = next;
      connections += 1;
      await listening.settled;
      upToDate = client === next;
    } catch (error) {
      client = undefined;
      upToDate = false;
      await next.end().catch(() => {});
      throw error;
    }
  };

  const reconnect = async (): Promise<void> => {
    if (closed || reconnecting) return;
    reconnecting = true;
    let delay = FIRST_DELAY_MS;
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random())));
      if (closed) break;
      try {
        await connect();
        // Lost again while it caught up: its own loss found this loop running.
        if (!client) throw new Error('the connection dropped as it was made');
        log.info('room event listener reconnected');
        break;
      } catch (error) {
        log.debug({ err: error }, 'room event listener could not reconnect yet');
        delay = Math.min(delay * 2, LONGEST_DELAY_MS);
      }
    }
    reconnecting = false;
  };

  await connect();

  return {
    query(text, values) {
      if (!client) return undefined;
      return client.query(text, [...values]).then(() => undefined);
    },
    upToDate: () => upToDate && !closed,
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
