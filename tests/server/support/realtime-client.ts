import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { ServerMessage } from '#shared/protocol/messages.ts';

export type Closed = { code: number; reason: string };

/** A real WebSocket subscriber that records every message it receives. */
export class RealtimeClient {
  readonly messages: ServerMessage[] = [];
  /** WebSocket pings the server sent (a browser answers them by itself, as this client does unless told not to). */
  pings = 0;
  readonly closed: Promise<Closed>;
  private readonly socket: WebSocket;
  private waiters: (() => void)[] = [];
  private isClosed = false;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        this.isClosed = true;
        resolve({ code, reason: reason.toString() });
        this.notify();
      });
    });
    socket.on('ping', () => {
      this.pings += 1;
    });
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.notify();
    });
  }

  /** `autoPong: false`: a phone gone without closing, which answers no ping. */
  static async open(wsUrl: string, { autoPong = true } = {}): Promise<RealtimeClient> {
    const socket = new WebSocket(wsUrl, { autoPong });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RealtimeClient(socket);
  }

  /** Opens a socket and subscribes to a room with a token, or without one as the public. */
  static async subscribe(
    wsUrl: string,
    roomId: string,
    token: string | undefined,
    options: { autoPong?: boolean } = {},
  ): Promise<RealtimeClient> {
    const client = await RealtimeClient.open(wsUrl, options);
    client.send({
      type: 'subscribe',
      protocolVersion: PROTOCOL_VERSION,
      roomId,
      ...(token === undefined ? {} : { token }),
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  /**
   * Resolves with the first message (from `from` on) that matches; fails after
   * a timeout, or as soon as the socket has closed without one.
   */
  async waitFor<T extends ServerMessage>(
    match: (message: ServerMessage) => message is T,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<T>;
  async waitFor(
    match: (message: ServerMessage) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ServerMessage>;
  async waitFor(
    match: (message: ServerMessage) => boolean,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.isClosed) {
        throw new Error(`socket closed first; got ${JSON.stringify(this.messages)}`);
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(`no matching realtime message; got ${JSON.stringify(this.messages)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
