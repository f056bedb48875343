import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Host names a browser treats as a secure context even over plain HTTP. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

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

/**
 * Cross-Origin-Opener-Policy only where the browser honours it: over HTTPS or
 * on a loopback name. On a venue's plain-HTTP address Chromium ignores it and
 * says so as a console error on every page load.
 * NOTE: https://html.spec.whatwg.org/multipage/browsers.html#the-coop-headers
 */
export function registerOpenerPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https' || LOOPBACK_HOST.test(request.host)) {
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
  });
}
