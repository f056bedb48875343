/**
 * What of a request or an error may reach a log line. Secrets travel in the
 * `authorization` header (never logged), and an old or hand-made link may
 * still carry one in its query string; a failed SQL statement carries its
 * parameters (names, token hashes) in the message the driver builds.
 */

const REDACTED = '[redacted]';

// Any query parameter whose name mentions a token or a secret: `?token=`, `adminToken=`…
const SECRET_PARAMETER = /([?&][^=&#]*(?:token|secret)[^=&#]*=)[^&#]*/gi;

/** The URL with the value of every token-like query parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, `$1${REDACTED}`);
}

/** The fields of an error a log line keeps: nothing that holds values. */
export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError | string;
};

/** Drizzle's failed query: its message lists every parameter. */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown } {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

const MAX_CAUSES = 5;

/**
 * An error as a log line shows it: its type, message, stack, code and cause,
 * and nothing else — no SQL parameters, no `detail` of a database error (it
 * quotes the row's values), no request or response objects.
 */
export function loggedError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : String(error);
  const message = isFailedQuery(error) ? `Failed query: ${error.query}` : error.message;
  const logged: LoggedError = { type: error.name, message };
  if (error.stack) logged.stack = error.stack.replace(error.message, message);
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') logged.code = code;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = loggedError(error.cause, depth + 1);
  }
  return logged;
}
