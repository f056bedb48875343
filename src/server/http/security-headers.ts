import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, worked out once at start-up:
 * the configuration is turned into headers when the server starts, and each
 * request only has them set (a hall joining makes thousands a second).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Contestant images may come from any http(s) host the organiser links.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin API; images of other hosts must still load.
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS (and COOP on loopback too): see strict-transport.ts.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // A realtime socket's upgrade is answered by ws (101), never with these headers.
    if (request.ws) {
      done();
      return;
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
