import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { englishOf } from '#shared/refusal-english.ts';
import type { RefusalReason } from '#shared/refusal-reasons.ts';
import type { ErrorCode, ErrorResponse } from '#shared/refusals.ts';
import { noteRefusal } from './refusal-codes.ts';

type Refusal = { status: number; code: ErrorCode; reason: RefusalReason };

const URL_TOO_LONG: Refusal = {
  status: 414,
  code: 'payload_too_large',
  reason: 'addressTooLong',
};

/** Refusals the router makes before any hook or the error handler can run. */
const ROUTER_REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, code: 'validation_failed', reason: 'invalidText' },
  FST_ERR_MAX_PARAM_LENGTH: URL_TOO_LONG,
};

/** Refusals Node's HTTP parser makes, by its error code, before Fastify sees a request. */
const CONNECTION_REFUSALS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'payload_too_large',
    reason: 'requestTooLarge',
  },
  HPE_URI_TOO_LONG: URL_TOO_LONG,
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'validation_failed',
    reason: 'requestTimeout',
  },
};

const NOT_HTTP: Refusal = {
  status: 400,
  code: 'validation_failed',
  reason: 'notHttp',
};

const body = (refusal: Refusal) =>
  JSON.stringify({
    error: {
      code: refusal.code,
      message: englishOf(refusal.reason),
      reason: refusal.reason,
      values: {},
    },
  } satisfies ErrorResponse);

/**
 * Fastify options that give the refusals Fastify and Node make on their own
 * (a malformed percent-encoding, an over-long path, a request that is not
 * HTTP) the same `{ error: { code, message, reason, values } }` body as every other 4xx;
 * by default each has a shape of its own.
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error, _request, reply) => {
    const refusal = ROUTER_REFUSALS[error.code] ?? NOT_HTTP;
    // The router's reply is typed for any route; this one has no schema of its own.
    const plain: FastifyReply = reply;
    noteRefusal(plain, refusal.code);
    plain.code(refusal.status).type('application/json').send(body(refusal));
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    // NOTE: mirrors Fastify's default handler, https://nodejs.org/api/http.html#event-clienterror
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = CONNECTION_REFUSALS[error.code ?? ''] ?? NOT_HTTP;
    const text = body(refusal);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
          `Content-Type: application/json\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
