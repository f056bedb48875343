import type { FastifyInstance } from 'fastify';
import { refuse } from '../errors.ts';

/**
 * Seconds a client is told to wait before trying again: long enough for a
 * process manager to restart this node (PGlite reopens in about a second), or
 * for a load balancer to move it to another.
 */
export const RETRY_AFTER_SECONDS = 2;

/**
 * How long the server must have had no request in flight before the drain is
 * over. A client that has just been answered may already be sending its next
 * request on the same keep-alive connection; it is better answered with a 503
 * than lost in a connection reset when the process exits.
 */
const QUIET_MS = 500;

/** Shutdown's view of the requests being served; see src/server/main.ts. */
export type Drain = {
  /** Requests accepted and not yet answered (WebSocket upgrades belong to the hub, not here). */
  inFlight(): number;
  /** Whether shutdown has begun: every new request and socket is refused. */
  draining(): boolean;
  /**
   * From now on every new request is refused with 503 `unavailable` and
   * `Retry-After`, before any handler runs: nothing it asked for was done, so
   * the client may safely send it again. Answers to requests already in
   * flight close their connection, so no keep-alive connection outlives them.
   */
  begin(): void;
  /**
   * Resolves true once no request has been in flight for a short quiet spell,
   * or false when `timeoutMs` passes first.
   */
  settled(timeoutMs: number): Promise<boolean>;
};

/**
 * Counts the requests in flight and refuses new ones once shutdown begins.
 * Register it before any route, so that its hooks run for all of them.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  /** Told of every change of inFlight while shutdown waits. */
  let onChange: (() => void) | undefined;

  const finished = () => {
    inFlight--;
    onChange?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    // An upgraded socket never "finishes" as a response does; the hub closes it.
    if (request.headers.upgrade === undefined) {
      inFlight++;
      onChange?.();
      // 'close' fires once the answer is sent or the client has gone, whichever is first.
      reply.raw.once('close', finished);
    }
    if (draining) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
      throw refuse('unavailable', 'shuttingDown');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const drain: Drain = {
    inFlight: () => inFlight,
    draining: () => draining,
    begin() {
      draining = true;
    },
    settled(timeoutMs) {
      return new Promise((resolve) => {
        let quiet: NodeJS.Timeout | undefined;
        const end = (settled: boolean) => {
          clearTimeout(deadline);
          clearTimeout(quiet);
          onChange = undefined;
          resolve(settled);
        };
        const deadline = setTimeout(() => end(false), timeoutMs);
        onChange = () => {
          clearTimeout(quiet);
          quiet = inFlight === 0 ? setTimeout(() => end(true), QUIET_MS) : undefined;
        };
        onChange();
      });
    },
  };
  app.decorate('drain', drain);
  return drain;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown's hold on the requests in flight. */
    drain: Drain;
  }
}
