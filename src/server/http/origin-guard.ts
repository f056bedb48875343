import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../errors.ts';

/** Methods that change nothing: a page of another site may read what is public. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginRules = {
  /** PUBLIC_URL: the address phones use, whose pages are ours. */
  publicUrl?: string | undefined;
  /** ALLOWED_ORIGINS: further origins whose pages may call the server. */
  allowedOrigins?: readonly string[] | undefined;
};

function isOwnOrigin(origin: URL, request: FastifyRequest): boolean {
  try {
    // The Host the browser sent, normalised as an origin (default ports dropped).
    return new URL(`${origin.protocol}//${request.host}`).host === origin.host;
  } catch {
    return false;
  }
}

/** Whether a page at this origin may open a socket or change something here. */
export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  trusted: ReadonlySet<string>,
): boolean {
  let url: URL;
  try {
    // `Origin: null` (a sandboxed frame, a file) parses as no URL and is refused.
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(url.protocol)) return false;
  return trusted.has(url.origin) || isOwnOrigin(url, request);
}

/**
 * The browser's rules: a page of another site may not open a realtime socket
 * nor send a request that changes anything, even with a stolen or guessed
 * token. Allowed are the server's own origin, PUBLIC_URL's and ALLOWED_ORIGINS.
 * A request without `Origin` (not from a browser page) still needs its token.
 * NOTE: https://owasp.org/www-project-application-security-verification-standard/ (V3, V4: WebSocket origin, CSRF)
 */
export function registerOriginGuard(app: FastifyInstance, rules: OriginRules): void {
  const trusted = new Set(rules.allowedOrigins ?? []);
  if (rules.publicUrl) trusted.add(new URL(rules.publicUrl).origin);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!upgrade && SAFE_METHODS.has(request.method)) return;
    if (isAllowedOrigin(origin, request, trusted)) return;
    request.log.debug({ origin, method: request.method }, 'request from a foreign origin refused');
    throw refuse('forbidden_origin', 'forbiddenOrigin');
  });
}
