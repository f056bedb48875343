import type { FastifyBaseLogger } from 'fastify';

/**
 * The connection that LISTENs for room changes, as the PostgreSQL event bus
 * (realtime/) uses it; src/server/db holds the driver that makes it
 * (db/listen-connection.ts), and app.ts hands one to the other.
 */
export type ListenOptions = {
  channel: string;
  log: FastifyBaseLogger;
  onNotification(payload: string | undefined): void;
  /**
   * Called as soon as LISTEN is sent on a new connection, before any of its
   * notifications is handled (`again`: not the first connection), and then
   * awaited: a rejection drops the connection and tries again.
   */
  onListening(again: boolean): { settled: Promise<void> };
};

export type ListenConnection = {
  /** Runs one statement on the listening connection; undefined while it is down. */
  query(text: string, values: readonly string[]): Promise<void> | undefined;
  /**
   * True once LISTEN is in place and what was missed while it was down has
   * been read; false from the moment the connection drops until then.
   */
  upToDate(): boolean;
  close(): Promise<void>;
};

/** Opens a listening connection, which gets a new one by itself whenever it drops. */
export type Listen = (options: ListenOptions) => Promise<ListenConnection>;
