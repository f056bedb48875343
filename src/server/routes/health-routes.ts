import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes } from '#shared/routes.ts';
import { refuse } from '../errors.ts';
import { DatabaseCheck } from '../http/database-check.ts';
import { RETRY_AFTER_SECONDS } from '../http/drain.ts';

const readyAnswer = z.object({ ready: z.literal(true) });

/**
 * The load balancer's two questions. Liveness (`routes.health`): is the
 * process answering at all; restart it if not. Readiness (`routes.readiness`):
 * may it be sent traffic now; 503 with Retry-After until it listens, once shutdown
 * has begun (the drain refuses every request before any route runs,
 * drain.ts), while its database does not answer, and while it does not hear
 * every room change (its listening connection is down, or it is still
 * telling its screens what they missed): its screens would stay stale.
 * Neither is rate limited nor shed (rate-limits.ts, load-shedding.ts): a
 * balancer checks from one address. `pingDatabase` runs the cheapest
 * statement there is (app.ts); `eventsUpToDate` is the room event bus's word.
 */
export function registerHealthChecks(
  app: FastifyInstance,
  pingDatabase: () => Promise<unknown>,
  eventsUpToDate: () => boolean,
): void {
  // Routes are all registered before the server listens, so a request can
  // only arrive once it does; the flag makes "starting" explicit for anything
  // that asks the app before (app.inject, a listener started earlier).
  let listening = false;
  app.addHook('onListen', async () => {
    listening = true;
  });
  const check = new DatabaseCheck({
    ping: pingDatabase,
    onChange(reachable, error) {
      if (reachable) app.log.info('database reachable again: ready');
      else app.log.warn({ err: error }, 'database unreachable: not ready');
    },
  });

  let hearing = true;
  const hearsEveryChange = () => {
    const now = eventsUpToDate();
    // Once on each change, as the database check logs, not at every check.
    if (now !== hearing) {
      if (now) app.log.info('room events caught up: ready');
      else app.log.warn('room events missed: not ready until caught up');
    }
    hearing = now;
    return now;
  };

  app.route({
    method: routes.health.method,
    url: routes.health.path,
    handler: async () => ({ ok: true }),
  });
  app.route({
    method: routes.readiness.method,
    url: routes.readiness.path,
    schema: { response: { 200: readyAnswer } },
    handler: async (_request, reply) => {
      let notReady: 'starting' | 'databaseUnavailable' | 'unavailable' | undefined;
      if (!listening) notReady = 'starting';
      else if (!(await check.reachable())) notReady = 'databaseUnavailable';
      // The phones' words for a node that cannot serve them now: no new message.
      else if (!hearsEveryChange()) notReady = 'unavailable';
      if (notReady === undefined) return { ready: true } as const;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw refuse('unavailable', notReady);
    },
  });
}
