/**
 * Whether a failure means the database is away (restarting, unreachable, out
 * of connections) rather than a bug: the request is answered 503 with
 * Retry-After, for the client to send again, and logged as a warning.
 *
 * It sits beside errors.ts, not in db/, because every layer meets these
 * failures: the error handler, the realtime route, the hub and the timers.
 */

/**
 * NOTE: SQLSTATEs from https://www.postgresql.org/docs/current/errcodes-appendix.html
 * and node's socket errors from https://nodejs.org/api/errors.html#common-system-errors.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // A database container being restarted drops out of the network's DNS for a moment.
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown (a restart, or pg_terminate_backend), crash_shutdown, cannot_connect_now.
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections: transient, and better told to wait than called a bug.
  '53300',
]);

/** Class 08, connection_exception: 08000, 08003, 08006, 08001, 08004 and the rest. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/**
 * What node-postgres and pg-pool say when the connection is gone or never
 * came, without a code: each message is theirs, matched from its start.
 */
const UNREACHABLE_MESSAGES = [
  // 'Connection terminated', '… unexpectedly', '… due to connection timeout'.
  /^Connection terminated/,
  // pg-pool's connectionTimeoutMillis (database.ts).
  /^timeout exceeded when trying to connect/,
  // 'Client has encountered a connection error and is not queryable', 'Client was closed …'.
  /^Client (has encountered a connection error|was closed) and is not queryable/,
  // A request that raced shutdown: the pool, or the embedded database, is closed.
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
];

/** How deep a chain of causes is followed: wrappers nest two or three deep. */
const MAX_DEPTH = 8;

function oneIsUnreachable(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (UNREACHABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) {
    return true;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  // object_not_in_prerequisite_state on connecting: ALTER DATABASE … ALLOW_CONNECTIONS false.
  if (code === '55000' && /not currently accepting connections/.test(message)) return true;
  return UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when this error, or any error it wraps (`cause`, as Drizzle's
 * DrizzleQueryError and our failed-query errors do; `errors`, as an
 * AggregateError of a connection tried on several addresses does), says that
 * the database could not be reached.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<object>();
  while (pending.length > 0 && seen.size < MAX_DEPTH) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (oneIsUnreachable(current)) return true;
    if ('cause' in current) pending.push(current.cause);
    if ('errors' in current && Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return false;
}
