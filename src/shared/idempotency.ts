/**
 * The header a client sends with a join or a new room so that sending it again
 * (after an answer that never arrived, by the phone or by HAProxy) returns
 * the first outcome and creates nothing new (decision 047). Its value is a
 * secret of the client's, like a token: it never appears in a URL or a log.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** At least 128 random bits, URL-safe base64 (22 characters), and no more than 64 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** How long, at the least, a key returns its first outcome (the 10 minutes; in practice, as long as what it made exists). */
export const IDEMPOTENCY_KEY_KEPT_MINUTES = 10;
