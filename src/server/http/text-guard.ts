import type { FastifyInstance } from 'fastify';
import { refuse } from '../errors.ts';

/**
 * NUL, and UTF-16 surrogates that are not part of a pair. PostgreSQL cannot
 * store a NUL in text at all (it answers `invalid byte sequence`), and a lone
 * surrogate has no UTF-8 encoding, so a driver silently replaces it: either
 * way the database would not keep what the caller sent. With the `u` flag a
 * well-formed pair is one astral code point, so `\p{Cs}` matches only lone halves.
 */
const UNSTORABLE_TEXT = /[\0\p{Cs}]/u;

/** True if both databases can store this text exactly as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/**
 * True if any string in a parsed value (object keys included) is unstorable.
 * The walk keeps its own stack, so a hostile nesting depth cannot overflow
 * the call stack; the body size limit bounds how many values it visits.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The request's address, path and query, percent-decoded; undefined if its
 * encoding is malformed. The query parser would decode a malformed one
 * leniently, into text other than what was sent.
 */
function decodedUrl(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

/**
 * Refuses, with a 400 and before any route runs, every request whose path,
 * params, query or body holds text a database cannot store. One hook on the
 * root instance covers every route, present and future, and the WebSocket
 * upgrade too, so no route has to remember the check. (A plain upgrade of the
 * realtime endpoint's own address, which holds no text to check, is taken
 * before any hook: realtime/direct-upgrade.ts.)
 */
export function registerTextGuard(app: FastifyInstance): void {
  // The address is checked whole as well: a path no route matches has no params to walk.
  app.addHook('onRequest', async (request) => {
    const url = decodedUrl(request.url);
    if (url === undefined || !isStorableText(url)) {
      throw refuse('validation_failed', 'invalidText');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (
      containsUnstorableText(request.params) ||
      containsUnstorableText(request.query) ||
      containsUnstorableText(request.body)
    ) {
      throw refuse('validation_failed', 'invalidText');
    }
  });
}
