import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { redactUrl } from './redact.ts';

/** Pino's levels by name; 'silent' and any other name log nothing. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50 };

/** Whether the logger writes lines at this level: checked before a line's fields are worked out. */
function writes(log: FastifyBaseLogger, level: 'trace' | 'debug'): boolean {
  return (LEVELS[log.level] ?? Number.POSITIVE_INFINITY) <= (LEVELS[level] ?? 0);
}

function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    // The route's pattern, with its :params; the path when none matched.
    route: request.routeOptions.url ?? redactUrl(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * Fastify's request lines, made quiet: one short line per finished request at
 * debug, so that a room full of phones does not flood the organiser's terminal
 * at info. Headers are never logged: the tokens travel in them.
 * NOTE: https://fastify.dev/docs/latest/Reference/Server/#logcontroller
 */
export class RequestLog extends LogController {
  // At trace, when a request arrives: shows a request that never finishes.
  override incomingRequest(request: FastifyRequest): void {
    if (!writes(request.log, 'trace')) return;
    request.log.trace({ method: request.method, url: redactUrl(request.url) }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ ...requestLine(request, reply), err: error }, 'request errored');
      return;
    }
    if (writes(reply.log, 'debug'))
      reply.log.debug(requestLine(request, reply), 'request completed');
  }
}
