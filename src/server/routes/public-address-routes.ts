import type { FastifyInstance } from 'fastify';
import { type PublicAddress, publicAddressResponse } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/**
 * The address phones reach the server at (`routes.publicAddress`), for every
 * shared link and QR code; `publicAddress` is asked at each request, since the
 * port is known only once the server listens (app.ts).
 */
export function registerPublicAddress(
  app: FastifyInstance,
  publicAddress: () => PublicAddress,
): void {
  app.route({
    method: routes.publicAddress.method,
    url: routes.publicAddress.path,
    schema: { response: { 200: publicAddressResponse } },
    handler: async () => publicAddress(),
  });
}
