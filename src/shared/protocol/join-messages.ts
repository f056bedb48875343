import { z } from 'zod';
import { joinRoomResponse } from '../api.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../idempotency.ts';
import { errorResponse } from '../refusals.ts';
import { PROTOCOL_VERSION } from './constants.ts';

/**
 * Or the first message joins the room by its code, as the join request does
 * (`join` is that request's body, checked as it is), and subscribes as the
 * participant it made: one round trip for a phone that joins. `key` is the
 * join's idempotency key: sent again, the join answers what it first made.
 */
export const joinMessage = z.strictObject({
  type: z.literal('join'),
  protocolVersion: z.literal(PROTOCOL_VERSION),
  key: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  join: z.unknown(),
});

export type JoinMessage = z.infer<typeof joinMessage>;

/** A join on the socket was made: what the join request answers; the snapshot follows. */
export const joinedMessage = joinRoomResponse.extend({ type: z.literal('joined') });
export type JoinedMessage = z.infer<typeof joinedMessage>;

/**
 * A join on the socket was refused: the status and body the join request
 * would have been answered with (and its Retry-After, in seconds, when it
 * may be sent again). The socket stays open for another join.
 */
export const joinRefusedMessage = z.object({
  type: z.literal('join_refused'),
  status: z.number().int(),
  error: errorResponse.shape.error,
  retryAfter: z.number().int().optional(),
});
export type JoinRefusedMessage = z.infer<typeof joinRefusedMessage>;

/** What a join on the socket is answered with, before the snapshot. */
export const joinAnswer = z.union([joinedMessage, joinRefusedMessage]);
export type JoinAnswer = z.infer<typeof joinAnswer>;
