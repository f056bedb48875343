import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only on a response to HTTPS (directly, or through a proxy trusted with
 * TRUST_PROXY that says so): sent over plain HTTP on a venue's LAN address it
 * would be ignored at best, and at worst pin a name to HTTPS that is not served.
 */
export function registerStrictTransport(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
