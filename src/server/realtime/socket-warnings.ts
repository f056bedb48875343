import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Errors `ws` raises for a frame it will not read (too big, bad UTF-8, bad opcode…). */
export function isFrameError(error: Error): boolean {
  return 'code' in error && typeof error.code === 'string' && error.code.startsWith('WS_ERR_');
}

/**
 * Malformed realtime input, counted for the whole process and logged at most
 * once per socket, at warn: a client sending garbage is the client's problem,
 * and a flood of it must not become a flood of error lines.
 */
export class SocketWarnings {
  /** Malformed frames and messages since the server started. */
  malformed = 0;
  private readonly warned = new WeakSet<WebSocket>();

  constructor(private readonly log: FastifyBaseLogger) {}

  malformedInput(socket: WebSocket, reason: string, log: FastifyBaseLogger = this.log): void {
    this.malformed += 1;
    if (this.warned.has(socket)) return;
    this.warned.add(socket);
    log.warn({ reason, malformedSoFar: this.malformed }, 'realtime socket sent malformed input');
  }
}

/** A peer that vanished mid-frame: a phone leaving the venue Wi-Fi, not a fault. */
function isConnectionLost(error: Error): boolean {
  return 'code' in error && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

/**
 * What a socket's error means: a frame `ws` refuses is malformed input (`ws`
 * is already closing the socket with the matching code, 1009 too big, 1007
 * bad UTF-8), so it is only counted and warned about; a peer gone is logged
 * at debug; anything else at error, and the socket is dropped.
 */
export function onSocketError(
  warnings: SocketWarnings,
  error: Error,
  socket: WebSocket,
  log: FastifyBaseLogger,
): void {
  if (isFrameError(error)) {
    const code = 'code' in error ? String(error.code) : 'WS_ERR';
    warnings.malformedInput(socket, code, log);
    return;
  }
  if (isConnectionLost(error)) log.debug({ err: error }, 'realtime socket lost');
  else log.error({ err: error }, 'realtime socket failed');
  socket.terminate();
}

/**
 * @fastify/websocket's error handler, whose default logs every socket error
 * at error level; the realtime route puts its own in its place
 * (`replaceErrorListener`), so this one sees only what fails before it does.
 */
export function socketErrorHandler(warnings: SocketWarnings) {
  return (error: Error, socket: WebSocket, request: FastifyRequest): void =>
    onSocketError(warnings, error, socket, request.log);
}
