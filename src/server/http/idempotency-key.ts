import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/idempotency.ts';
import { refuse } from '../errors.ts';

/**
 * The `Idempotency-Key` a join or a new room came with, if any; a malformed
 * one is refused before anything is done (a key too short to be secret would
 * make the token it yields guessable: auth/tokens.ts, `tokenFor`).
 */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw refuse('validation_failed', 'idempotencyKeyInvalid');
  }
  return header;
}
