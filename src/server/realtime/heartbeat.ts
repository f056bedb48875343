import type { WebSocket } from 'ws';

/** Sockets are looked at this often; one silent for a whole beat is pinged, and dropped at the next if still silent. */
export const HEARTBEAT_MS = 30_000;

/** Since the last beat: heard from, silent, or pinged at it and not answered yet. */
type Standing = 'heard' | 'silent' | 'pinged';

/**
 * Drops the sockets of phones that vanished without closing them (a phone
 * asleep, Wi-Fi gone half-open). A socket heard from since the last beat (a
 * message, a pong) is alive and is not pinged: the web client sends a ping
 * every 15 s, so its sockets never are, and a venue's phones are not woken
 * for nothing. A socket silent for a whole beat is pinged; one that has not
 * answered by the next beat is terminated, 60 to 90 s after it was last heard.
 */
export class Heartbeat {
  private readonly sockets = new Map<WebSocket, Standing>();

  /** Starts watching a socket, as heard from now; its pongs are heard. */
  watch(socket: WebSocket): void {
    this.sockets.set(socket, 'heard');
    socket.on('pong', () => this.heard(socket));
  }

  /** The socket sent something: a message or a pong. */
  heard(socket: WebSocket): void {
    if (this.sockets.has(socket)) this.sockets.set(socket, 'heard');
  }

  forget(socket: WebSocket): void {
    this.sockets.delete(socket);
  }

  /** One beat: pings the sockets silent since the last, terminates those that did not answer it. */
  beat(): void {
    for (const [socket, standing] of this.sockets) {
      if (standing === 'heard') {
        this.sockets.set(socket, 'silent');
      } else if (standing === 'silent') {
        this.sockets.set(socket, 'pinged');
        socket.ping();
      } else {
        this.sockets.delete(socket);
        socket.terminate();
      }
    }
  }

  /** Beats every intervalMs until the returned function is called. */
  start(intervalMs = HEARTBEAT_MS): () => void {
    const timer = setInterval(() => this.beat(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
