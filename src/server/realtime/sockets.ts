import type { WebSocket } from 'ws';
import { CLOSE } from '#shared/protocol/constants.ts';

/** How long a socket may take to answer our close frame before it is dropped. */
const CLOSE_HANDSHAKE_MS = 1000;
/** A subscriber this far behind is closed; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

type CloseReason = { code: number; reason: string };

/** Sends a message already serialised (the same bytes may go to many sockets). */
export function send(socket: WebSocket, message: string | Buffer): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    closeSocket(socket, CLOSE.tooFarBehind);
    return;
  }
  socket.send(message, { binary: false });
}

export function closedOrDropped(socket: WebSocket): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.terminate();
      resolve();
    }, CLOSE_HANDSHAKE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function closeSocket(socket: WebSocket, { code, reason }: CloseReason): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
    socket.close(code, reason);
  }
}
