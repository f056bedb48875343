import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '#shared/refusals.ts';

const codes = new WeakMap<FastifyReply, ErrorCode>();

/**
 * Remembers the code of the refusal a reply carries, so that whoever counts
 * answers (the metrics) need not parse the body back.
 */
export function noteRefusal(reply: FastifyReply, code: ErrorCode): void {
  codes.set(reply, code);
}

/** The code of the refusal this reply carried, if it carried one. */
export function refusalOf(reply: FastifyReply): ErrorCode | undefined {
  return codes.get(reply);
}
