import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Helmet's headers for our configuration; none of them depends on the request. */
function helmetHeaders(): OutgoingHttpHeaders {
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
  // Helmet sets its headers on a response; one that is never sent records them.
  const request = new IncomingMessage(new Socket());
  const recorder = new ServerResponse(request);
  let failed: unknown;
  setHeaders(request, recorder, (error?: unknown) => {
    failed = error;
  });
  if (failed !== undefined) throw failed;
  return recorder.getHeaders();
}

/**
 * Helmet's security headers on every answer, worked out once at start-up:
 * each request only has them set, in one call, and does not run helmet's
 * dozen middlewares again (a hall joining makes thousands of requests a
 * second, and a flooding script's refusals carry them too).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    // A realtime socket's upgrade is answered by ws (101), never with these headers.
    if (!request.ws) reply.headers(headers);
    done();
  });
}
