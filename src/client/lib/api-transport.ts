// The transport every feature's API calls go through: fetch, the token header,
// retries while the server asks to wait, and refusals as ApiError. Each
// endpoint's function lives in its feature (`features/ballot/ballot-api.ts`),
// its URL and method from the shared route table (`#shared/routes.ts`).
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import type { RefusalValues } from '#shared/refusal-reasons.ts';
import type { ErrorCode } from '#shared/refusals.ts';
import type { HttpMethod } from '#shared/routes.ts';

/**
 * A refusal from the server (status ≥ 400, with its machine code) or a failed
 * connection (status 0, code 'unreachable'). Decide on the code, never on the
 * message: its English is for logs. A person reads it worded by its `reason`
 * and `values` in the device's language (`getErrorMessage`): the server's
 * reason, or the device's own for VibeRank unreachable (`unreachable`) and an
 * answer not from it (`requestFailed`); `reason` is null when there is none.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'unreachable' | 'unknown',
    message: string,
    readonly reason: string | null = null,
    readonly values: RefusalValues = {},
  ) {
    super(message);
  }
}

type Refusal = { code: ErrorCode; message: string; reason: string | null; values: RefusalValues };

/** The values of a refusal: its entries that are strings or numbers. */
function valuesOf(values: unknown): RefusalValues {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => typeof value === 'string' || typeof value === 'number',
    ),
  );
}

/**
 * The server's `{ error: { code, message, reason, values } }`, checked by hand:
 * no schema library on a phone.
 */
function refusalOf(payload: unknown): Refusal | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const { error } = payload;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, reason, values } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  // A code or a reason this client does not know yet is still the server's refusal.
  return {
    code: code as ErrorCode,
    message,
    reason: typeof reason === 'string' ? reason : null,
    values: valuesOf(values),
  };
}

/** An answer that is no refusal of VibeRank's (a proxy's, say): its status only. */
function notOurs(status: number): ApiError {
  return new ApiError(status, 'unknown', `Request failed (${status}).`, 'requestFailed', {
    status,
  });
}

const refused = (status: number, refusal: Refusal) =>
  new ApiError(status, refusal.code, refusal.message, refusal.reason, refusal.values);

/**
 * Attempts in all for a request the server refuses for now: 503 while it
 * drains or sheds load, 429 past a rate limit, each with Retry-After.
 */
export const MAX_ATTEMPTS = 4;
/** The longest wait before another attempt, whatever Retry-After asks: a person is waiting. */
export const MAX_RETRY_WAIT_MS = 4_000;
/** Spreads the retries of a room full of phones, so the restarted server does not get them all at once. */
const RETRY_JITTER_MS = 400;

/**
 * The wait before sending again what the server refused for now: its
 * Retry-After (seconds, or an HTTP date) capped, and a random jitter on top;
 * null when the header is absent or unreadable (no retry).
 */
export function retryWaitMs(
  header: string | null,
  random: () => number = Math.random,
): number | null {
  if (header === null) return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_WAIT_MS) + random() * RETRY_JITTER_MS;
}

const RETRIED_STATUSES = new Set([429, 503]);
/**
 * A proxy's answers that the request may or may not have been done (a node
 * that broke off or took too long): sent again only with an idempotency key.
 */
const MAYBE_DONE_STATUSES = new Set([502, 504]);
/**
 * The wait before sending again a keyed request whose answer never came: half
 * a second, then one, then one and a half; a phone with no connection at all
 * shows its message after about three seconds.
 */
const LOST_ANSWER_WAIT_MS = 500;

/** The server's refusals that come before any handler ran: nothing was done. */
const REFUSED_BEFORE_HANDLING = new Set(['unavailable', 'rate_limited']);

/**
 * Whether a refusal may be sent again. GET, PUT and DELETE are idempotent: a
 * ballot submit (PUT) replaces the ballot and a reset (DELETE) removes it, so
 * twice does what once does. A POST (join, create a room, add a contestant,
 * finish) is not: sent twice, it could join twice. But the server answers
 * 503 `unavailable` (draining for a restart, shedding load) and 429
 * `rate_limited` only from its first hooks, before any handler has run:
 * nothing of the request was done, so sending it again is safe. Any other 503
 * (a proxy's) promises no such thing. With an idempotency key, a POST is sent
 * again like a PUT: the server answers the first outcome (decision 047).
 */
function mayRetry(method: HttpMethod, payload: unknown, keyed: boolean): boolean {
  const code = refusalOf(payload)?.code;
  return keyed || method !== 'POST' || (code !== undefined && REFUSED_BEFORE_HANDLING.has(code));
}

/** The wait before the next attempt of a keyed request whose answer was lost, with jitter. */
function lostAnswerWaitMs(attempt: number): number {
  return (
    Math.min(LOST_ANSWER_WAIT_MS * attempt, MAX_RETRY_WAIT_MS) + Math.random() * RETRY_JITTER_MS
  );
}

async function send(
  method: HttpMethod,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  try {
    return await fetch(path, { method, headers, body });
  } catch {
    throw new ApiError(
      0,
      'unreachable',
      'Could not reach VibeRank. Check your connection and try again.',
      'unreachable',
    );
  }
}

/**
 * One call to the API: retried while the server asks to wait, refused with an
 * ApiError. `idempotencyKey` (a join, a new room): also sent again, with the
 * same key, when its answer was lost on the way (no connection, a proxy's 502
 * or 504), since the server answers the first outcome again.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: { token?: string | undefined; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const keyed = options.idempotencyKey !== undefined;
  if (options.idempotencyKey !== undefined)
    headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  for (let attempt = 1; ; attempt++) {
    const response = await send(method, path, headers, body).catch((error: unknown) => {
      if (keyed && attempt < MAX_ATTEMPTS) return null;
      throw error;
    });
    if (response === null) {
      await new Promise((resolve) => setTimeout(resolve, lostAnswerWaitMs(attempt)));
      continue;
    }
    if (response.status === 204) return undefined as T;
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return payload as T;
    const wait = RETRIED_STATUSES.has(response.status)
      ? retryWaitMs(response.headers.get('retry-after'))
      : keyed && MAYBE_DONE_STATUSES.has(response.status)
        ? lostAnswerWaitMs(attempt)
        : null;
    if (wait !== null && attempt < MAX_ATTEMPTS && mayRetry(method, payload, keyed)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    const refusal = refusalOf(payload);
    if (refusal) throw refused(response.status, refusal);
    throw notOurs(response.status);
  }
}

/** A file the server answers (an export): its bytes, or its refusal as an ApiError. */
export async function download(path: string, token: string): Promise<Blob> {
  const response = await send('GET', path, { authorization: `Bearer ${token}` });
  if (response.ok) return response.blob();
  const refusal = refusalOf(await response.json().catch(() => undefined));
  if (refusal) throw refused(response.status, refusal);
  throw notOurs(response.status);
}

/** `?a=1&b=2` of the parameters that are set, or nothing. */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
