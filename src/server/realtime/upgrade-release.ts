/**
 * A socket's upgrade request and response, let go of once the socket is
 * open. @fastify/websocket routes an upgrade through Fastify with a
 * ServerResponse assigned to the connection, and its error listener on the
 * new socket closes over the request and reply: both would stay in memory
 * for as long as the phone stays connected (about 2 KiB each, the headers
 * among them), for nothing, since the socket never answers over HTTP again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * For the route's preHandler: an upgrade that got this far is answered by
 * the socket server on the connection itself, so the response the plugin
 * made for it is taken off the connection. A refusal before this point
 * (draining, shedding) is still answered over HTTP.
 */
export function detachUpgradeResponse(request: FastifyRequest, reply: FastifyReply): void {
  if (request.ws) reply.raw.detachSocket(request.raw.socket);
}

/** The plugin's error listener, which holds the request and reply, replaced by one that does not. */
export function replaceErrorListener(socket: WebSocket, onError: (error: Error) => void): void {
  socket.removeAllListeners('error');
  socket.on('error', onError);
}
