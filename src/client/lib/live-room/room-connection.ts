import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  ScreenSnapshot,
  UpdateMessage,
} from '#shared/protocol/messages.ts';
import { moveDelay, reconnectDelay } from '#shared/protocol/reconnect.ts';
import { unhandled } from '#shared/unhandled.ts';
import { type ConnectionEnd, closeOutcome } from './realtime-wire.ts';
import { parseServerMessage } from './server-message.ts';
import { takeSocket } from './socket-handoff.ts';
import { socketUrl } from './socket-url.ts';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';

export type RoomConnectionHandlers = {
  onSnapshot(snapshot: AdminSnapshot | ParticipantSnapshot | ScreenSnapshot | PublicSnapshot): void;
  onUpdate(update: UpdateMessage): void;
  onStatus(status: ConnectionStatus): void;
  onEnd?(reason: ConnectionEnd): void;
  /**
   * This client and the server no longer speak the same protocol (a message
   * it cannot read, or a refusal of its own): only a reload can fix that.
   */
  onFault(error: Error): void;
};

/** A ping goes out this often; a link silent for SILENCE_MS is taken as dead. */
const PING_MS = 15_000;
const SILENCE_MS = 40_000;

/**
 * A live subscription to a room that survives flaky networks: it reconnects
 * with backoff, starts again from a snapshot, and asks for a resync whenever
 * an update does not follow on from the version it holds.
 */
export class RoomConnection {
  private socket: WebSocket | undefined;
  private version = -1;
  private attempts = 0;
  private retryTimer: number | undefined;
  private heartbeatTimer: number | undefined;
  private lastHeard = 0;
  private stopped = false;

  constructor(
    private readonly roomId: string,
    /** The admin's or participant's token; none for a public screen. */
    private readonly token: string | undefined,
    private readonly handlers: RoomConnectionHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropNow);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.heartbeatTimer = window.setInterval(this.heartbeat, PING_MS);
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.heartbeatTimer);
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropNow);
    document.removeEventListener('visibilitychange', this.onVisibility);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'leaving');
  }

  /** `quietly`: handed to another node, the page goes on showing the room as live. */
  private open(quietly = false): void {
    if (!quietly) this.handlers.onStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    // The socket a join just subscribed with this token is this connection's first.
    const taken = this.token === undefined ? undefined : takeSocket(this.token);
    if (taken) {
      this.listen(taken.socket);
      for (const data of taken.heard) this.receive(taken.socket, data);
      return;
    }
    const socket = new WebSocket(socketUrl());
    this.listen(socket);
    socket.addEventListener('open', () => {
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          protocolVersion: PROTOCOL_VERSION,
          roomId: this.roomId,
          token: this.token,
        }),
      );
    });
  }

  private listen(socket: WebSocket): void {
    this.socket = socket;
    this.lastHeard = Date.now();
    socket.addEventListener('message', (event) => this.receive(socket, event.data));
    socket.addEventListener('close', (event) => this.closed(socket, event.code));
  }

  private receive(socket: WebSocket, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    this.lastHeard = Date.now();
    const message = parseServerMessage(data);
    if (!message) {
      this.fail(new Error('The server sent a realtime message this page cannot read.'));
      return;
    }
    switch (message.type) {
      case 'pong':
        return;
      case 'snapshot':
        this.attempts = 0;
        this.version = message.version;
        this.handlers.onSnapshot(message);
        this.handlers.onStatus('live');
        return;
      case 'update':
        if (message.baseVersion !== this.version) {
          // Something went missing in between: start again from a snapshot.
          socket.send(JSON.stringify({ type: 'resync' }));
          return;
        }
        this.version = message.version;
        this.handlers.onUpdate(message);
        return;
      default:
        unhandled(message);
    }
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket || this.stopped) return;
    this.socket = undefined;
    const outcome = closeOutcome(code);
    if (outcome === 'move') {
      window.clearTimeout(this.retryTimer);
      this.retryTimer = window.setTimeout(() => this.open(true), moveDelay());
    } else if (outcome === 'retry') {
      this.scheduleRetry();
    } else if (outcome === 'fault') {
      this.fail(new Error(`The server refused this page's realtime connection (${code}).`));
    } else {
      this.handlers.onStatus('ended');
      this.handlers.onEnd?.(outcome);
    }
  }

  /** Gives up on the room: retrying would meet the same disagreement. */
  private fail(error: Error): void {
    this.stop();
    this.handlers.onStatus('ended');
    this.handlers.onFault(error);
  }

  private scheduleRetry(): void {
    this.attempts += 1;
    this.handlers.onStatus('reconnecting');
    const delay = reconnectDelay(this.attempts);
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.open(), delay);
  }

  private readonly reconnectNow = (): void => {
    if (this.stopped || this.socket) return;
    window.clearTimeout(this.retryTimer);
    this.open();
  };

  /** The device says it is offline: stop trusting the socket and wait to retry. */
  private readonly dropNow = (): void => {
    const socket = this.socket;
    if (this.stopped || !socket) return;
    this.socket = undefined;
    socket.close(1000, 'offline');
    this.scheduleRetry();
  };

  /** Pings an open link; one that has gone silent (half-open Wi-Fi) is replaced. */
  private readonly heartbeat = (): void => {
    const socket = this.socket;
    if (this.stopped || !socket || socket.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.lastHeard > SILENCE_MS) {
      this.dropNow();
      return;
    }
    socket.send(JSON.stringify({ type: 'ping' }));
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };
}
