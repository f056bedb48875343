/**
 * The realtime endpoint's upgrades, taken straight to the socket server
 * (decision 055). Fastify routes an upgrade as it does a request: a request,
 * a reply and a response for it, a child logger, every onRequest hook, all of
 * which the socket lets go of once open. An upgrade that every hook would
 * let through is handed to ws at once instead, the node's cost of a socket
 * then close to a bare ws server's; every other upgrade (another path, a
 * query, an origin to refuse or to weigh against trusted proxies, a drain)
 * goes Fastify's way and is answered as it always was.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

/** Who opened a socket, as far as its messages need to know. */
export type SocketCaller = {
  /** The client's address (TRUST_PROXY weighed): a join on the socket counts against it. */
  ip(): string;
  /** The socket's logger: a function that holds no request, kept for the socket's life. */
  readonly log: () => FastifyBaseLogger;
  /** The connection under the socket: corked while a join's answer and snapshot are written. */
  readonly wire: Socket;
};

/** A socket that came through Fastify's route, as its caller. */
export function callerOfRequest(request: FastifyRequest): SocketCaller {
  const { log } = request;
  return { ip: () => request.ip, log: () => log, wire: request.raw.socket };
}

export type DirectUpgrades = {
  /** The realtime endpoint's path: only an upgrade of exactly this address is taken. */
  path: string;
  /** Whether every hook would let this upgrade through (origin, drain). */
  admits(request: IncomingMessage): boolean;
  /** The client's address, as Fastify's `request.ip` would give it. */
  address(request: IncomingMessage): string;
  /** The node's logger; each socket's child is made only when it logs. */
  log: FastifyBaseLogger;
  /** Serves an open socket, as the route's handler does. */
  serve(socket: WebSocket, caller: SocketCaller): void;
};

let opened = 0;

/** A logger made only when first asked for: most sockets never log a line. */
function lazyLog(parent: FastifyBaseLogger, reqId: string): () => FastifyBaseLogger {
  let log: FastifyBaseLogger | undefined;
  return () => {
    log ??= parent.child({ reqId });
    return log;
  };
}

function callerOf(request: IncomingMessage, options: DirectUpgrades): SocketCaller {
  return {
    ip: () => options.address(request),
    log: lazyLog(options.log, `ws-${(++opened).toString(36)}`),
    wire: request.socket,
  };
}

/**
 * Puts itself before the Fastify plugin's upgrade listener on this server:
 * takes the upgrades `admits`, passes on every other one untouched.
 */
export function takeUpgrades(server: Server, wss: WebSocketServer, options: DirectUpgrades): void {
  const framework = server.listeners('upgrade');
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url === options.path && request.method === 'GET' && options.admits(request)) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        wss.emit('connection', ws, request);
        options.serve(ws, callerOf(request, options));
      });
      return;
    }
    for (const listener of framework) listener.call(server, request, socket, head);
  });
}
