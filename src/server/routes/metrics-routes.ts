import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_PATH, routes } from '#shared/routes.ts';
import { sha256 } from '#shared/sha256.ts';
import { refuse } from '../errors.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { refusalOf } from '../http/refusal-codes.ts';
import { listenForMetrics, type MetricsServer } from '../metrics/metrics-server.ts';
import { createNodeMetrics, type NodeMetrics } from '../metrics/node-metrics.ts';

export type MetricsOptions = {
  /** METRICS_TOKEN: serve GET /metrics on the main port to `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** METRICS_PORT: serve GET /metrics without a token on this port of `host`. */
  port?: number | undefined;
  /** HOST: where the main server listens, and so the metrics port. */
  host?: string | undefined;
};

/** A digest of each side, so the comparison takes as long whatever the lengths. */
function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  return timingSafeEqual(sha256(sent), sha256(expected));
}

function isSuccess(reply: FastifyReply): boolean {
  return reply.statusCode >= 200 && reply.statusCode < 300;
}

/** Counts what the metrics count of each answer: joins, ballots and refusals. */
function countAnswer(metrics: NodeMetrics, request: FastifyRequest, reply: FastifyReply): void {
  if (reply.statusCode >= 400) {
    metrics.refused(refusalOf(reply) ?? 'other');
    return;
  }
  const route = request.routeOptions.url;
  if (!isSuccess(reply) || route === undefined) return;
  if (route === routes.joinRoom.path && request.method === routes.joinRoom.method) {
    metrics.joined();
  } else if (route === routes.submitBallot.path && request.method === routes.submitBallot.method) {
    metrics.ballotSubmitted();
  }
}

/**
 * The node's metrics: made and decorated as `app.metrics`, counted from every
 * answer, served on the main port only with METRICS_TOKEN (else /metrics is a
 * 404 there) and on METRICS_PORT without one. Call it before the routes.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions = {}): NodeMetrics {
  const metrics = createNodeMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => countAnswer(metrics, request, reply));

  const token = options.token;
  if (token !== undefined) {
    app.route({
      method: 'GET',
      url: METRICS_PATH,
      handler: async (request, reply) => {
        if (!sameToken(bearerToken(request), token)) {
          reply.header('www-authenticate', 'Bearer');
          throw refuse('token_missing', 'metricsToken');
        }
        reply.type(metrics.contentType);
        return metrics.exposition();
      },
    });
  }

  let server: MetricsServer | undefined;
  app.decorate('metricsAddress', () => server?.address());
  const port = options.port;
  if (port !== undefined) {
    // On ready, so that a failure to listen fails start-up, and app.close() closes it.
    app.addHook('onReady', async () => {
      server = await listenForMetrics(metrics, { port, host: options.host ?? '0.0.0.0' }, app.log);
    });
    app.addHook('onClose', async () => {
      await server?.close();
      server = undefined;
    });
  }
  return metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's metrics; `app.metrics.observeBusLag` is for the room event bus. */
    metrics: NodeMetrics;
    /** Where the METRICS_PORT server listens, once the app is ready; undefined without one. */
    metricsAddress: () => AddressInfo | undefined;
  }
}
