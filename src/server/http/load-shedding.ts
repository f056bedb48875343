import type { FastifyInstance } from 'fastify';
import { METRICS_PATH, routes } from '#shared/routes.ts';
import { refuse } from '../errors.ts';

/** How long a shed client is asked to wait: requests in flight finish in well under that. */
export const SHED_RETRY_AFTER_SECONDS = 1;
// The load balancer must still see a live node, and Prometheus the figures
// that explain the load; a realtime upgrade becomes a long-lived socket, not
// a request in flight.
const EXEMPT = new Set<string>([
  routes.health.path,
  routes.readiness.path,
  METRICS_PATH,
  routes.realtime.path,
]);

/**
 * Sheds load before latency collapses: past `maxInFlight` requests being
 * served at once, the next ones are answered 503 with Retry-After straight
 * away, instead of queueing behind the others for seconds.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  maxInFlight: number,
): { enter(): (() => void) | undefined } {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && EXEMPT.has(route)) return;
    if (inFlight >= maxInFlight) {
      reply.header('retry-after', SHED_RETRY_AFTER_SECONDS);
      throw refuse('unavailable', 'unavailable');
    }
    inFlight += 1;
    // 'close' comes once, when the response is sent or the client has gone, whichever is first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  // A join on a socket takes its place among the requests too (socket-join.ts).
  return {
    enter() {
      if (inFlight >= maxInFlight) return undefined;
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
  };
}
