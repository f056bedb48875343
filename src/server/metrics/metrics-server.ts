import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { METRICS_PATH } from '#shared/routes.ts';
import type { NodeMetrics } from './node-metrics.ts';

export type MetricsServer = {
  address(): AddressInfo;
  close(): Promise<void>;
};

/**
 * The metrics on a port of their own (METRICS_PORT), without a token: a plain
 * node:http listener that answers GET /metrics and nothing else. It shares
 * none of the main server's hooks, so a drain, a flood or a rate limit there
 * never hides the figures that would explain it. Who may reach the port is
 * the network's business (README, Configuration).
 */
export async function listenForMetrics(
  metrics: NodeMetrics,
  where: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?', 1)[0];
    const method = request.method ?? '';
    if (pathname !== METRICS_PATH || (method !== 'GET' && method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    metrics.exposition().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType });
        response.end(method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'could not collect the metrics');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('metrics server has no port');
  return {
    address: () => address,
    async close() {
      const closed = once(server, 'close');
      server.close();
      // A scraper keeps its connection alive between scrapes.
      server.closeAllConnections();
      await closed;
    },
  };
}
