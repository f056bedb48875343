import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../errors.ts';

/** Methods that change nothing: a page of another site may read what is public. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginRules = {
  /** PUBLIC_URL: the address phones use, whose pages are ours. */
  publicUrl?: string | undefined;
  /** ALLOWED_ORIGINS: further origins whose pages may call the server. */
  allowedOrigins?: readonly string[] | undefined;
};

function isOwnOrigin(origin: URL, host: string): boolean {
  try {
    // The Host the browser sent, normalised as an origin (default ports dropped).
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/** Whether a page at this origin may open a socket or change something here, asked of this host. */
function isAllowedOrigin(origin: string, host: string, trusted: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    // `Origin: null` (a sandboxed frame, a file) parses as no URL and is refused.
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(url.protocol)) return false;
  return trusted.has(url.origin) || isOwnOrigin(url, host);
}

/** What the guard says of a socket's upgrade before Fastify has made a request of it. */
export type OriginGuard = {
  /**
   * True when the guard would let this upgrade through: no Origin, or one
   * allowed against the Host it was sent to. False for anything it would
   * refuse, and for what only Fastify can weigh (a forwarded host).
   */
  admitsUpgrade(headers: IncomingHttpHeaders): boolean;
};

/**
 * The browser's rules: a page of another site may not open a realtime socket
 * nor send a request that changes anything, even with a stolen or guessed
 * token. Allowed are the server's own origin, PUBLIC_URL's and ALLOWED_ORIGINS.
 * A request without `Origin` (not from a browser page) still needs its token.
 * NOTE: https://owasp.org/www-project-application-security-verification-standard/ (V3, V4: WebSocket origin, CSRF)
 */
export function registerOriginGuard(app: FastifyInstance, rules: OriginRules): OriginGuard {
  const trusted = new Set(rules.allowedOrigins ?? []);
  if (rules.publicUrl) trusted.add(new URL(rules.publicUrl).origin);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!upgrade && SAFE_METHODS.has(request.method)) return;
    if (isAllowedOrigin(origin, request.host, trusted)) return;
    request.log.debug({ origin, method: request.method }, 'request from a foreign origin refused');
    throw refuse('forbidden_origin', 'forbiddenOrigin');
  });
  return {
    admitsUpgrade(headers) {
      const { origin, host } = headers;
      if (origin === undefined) return true;
      // A forwarded host is Fastify's to weigh against the proxies it trusts.
      if (headers['x-forwarded-host'] !== undefined || host === undefined) return false;
      return isAllowedOrigin(origin, host, trusted);
    },
  };
}
