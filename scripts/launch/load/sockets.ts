/** WebSocket clients as a phone or a dashboard opens them, bounded in time. */
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';

const OPEN_TIMEOUT_MS = 30_000;

/** Opens a socket; rejects on an error, or when it is not open in time. */
export function openSocket(
  url: string,
  timeoutMs = OPEN_TIMEOUT_MS,
  source?: { localAddress: string; localPort?: number },
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, ...source });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`socket not open in ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export type Subscribed = { socket: WebSocket; snapshot: string };

/** The server closed the socket before it sent a snapshot, with this code. */
export class ClosedBeforeSnapshot extends Error {
  constructor(readonly code: number) {
    super(`closed with ${code} before a snapshot`);
  }
}

/**
 * Opens a socket and subscribes to a room as the client does (the token in
 * the first message, never the URL); resolves with the first message, the
 * snapshot. A socket that is closed or silent instead is terminated.
 */
export async function subscribe(
  wsUrl: string,
  roomId: string,
  token: string | undefined,
  timeoutMs = OPEN_TIMEOUT_MS,
): Promise<Subscribed> {
  const socket = await openSocket(wsUrl, timeoutMs);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`no snapshot in ${timeoutMs} ms`)), timeoutMs);
    socket.once('close', (code) => fail(new ClosedBeforeSnapshot(code)));
    socket.once('message', (data: WebSocket.RawData) => {
      clearTimeout(timer);
      socket.removeAllListeners('close');
      const snapshot = data.toString();
      if (!snapshot.includes('"type":"snapshot"')) return fail(new Error('no snapshot first'));
      resolve({ socket, snapshot });
    });
    socket.send(
      JSON.stringify({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId, token }),
    );
  });
}

/** Closes every socket, terminating any that has not finished closing in time. */
export async function closeSockets(
  sockets: readonly WebSocket[],
  timeoutMs = 5_000,
): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, timeoutMs);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close();
        }),
    ),
  );
}

/**
 * Notes when each socket first receives a message holding a marker: one
 * listener per socket, armed for one marker at a time.
 */
export class Arrivals {
  private marker: string | undefined;
  private times = new Map<WebSocket, number>();
  private onAll: (() => void) | undefined;
  private last = '';

  constructor(private readonly sockets: readonly WebSocket[]) {
    for (const socket of sockets) {
      socket.on('message', (data: WebSocket.RawData) => {
        const at = performance.now();
        if (this.marker === undefined || this.times.has(socket)) return;
        const text = data.toString();
        if (!text.includes(this.marker)) return;
        this.times.set(socket, at);
        this.last = text;
        if (this.times.size === this.sockets.length) this.onAll?.();
      });
    }
  }

  /** Starts watching for a marker: the wait resolves with every arrival time so far. */
  arm(marker: string): { wait(timeoutMs: number): Promise<number[]> } {
    this.marker = marker;
    this.times = new Map();
    const all = new Promise<void>((resolve) => {
      this.onAll = resolve;
    });
    return {
      wait: async (timeoutMs) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([all, late]);
        clearTimeout(timer);
        const times = [...this.times.values()];
        this.marker = undefined;
        return times;
      },
    };
  }

  /** The last message that carried a marker, as sent. */
  lastMessage(): string {
    return this.last;
  }
}
