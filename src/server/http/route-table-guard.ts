import type { FastifyInstance } from 'fastify';
import { API_PREFIX, routes } from '#shared/routes.ts';

/**
 * Refuses to register an API path that is not in the shared route table, so
 * the client never has to guess a URL the server does not serve.
 */
export function guardRouteTable(app: FastifyInstance): void {
  const known = new Set(Object.values(routes).map((route) => `${route.method} ${route.path}`));
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify answers HEAD for every GET route by itself.
      const listed = method === 'HEAD' ? `GET ${route.url}` : `${method} ${route.url}`;
      if (!known.has(listed)) throw new Error(`${method} ${route.url} is not in the route table`);
    }
  });
}
