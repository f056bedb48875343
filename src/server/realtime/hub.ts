import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { UpdateMessage } from '#shared/protocol.ts';
import { CLOSE } from '#shared/realtime-constants.ts';
import type { Database } from '../db/database.ts';
import { deliveryFor, type RoomSnapshot, type Viewer } from '../services/audiences.ts';
import { coalesceRoomEvents } from './coalesce.ts';
import type { RoomChangeNotice, RoomEventBus } from './event-bus.ts';
import { loadSnapshot } from './snapshots.ts';

/** How long a room's changes gather before one update goes out. */
export const COALESCE_MS = 50;
/** How long a socket may take to answer our close frame before it is dropped. */
const CLOSE_HANDSHAKE_MS = 1000;
/** A subscriber this far behind is closed; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

type CloseReason = { code: number; reason: string };

type Subscriber = {
  socket: WebSocket;
  roomId: string;
  viewer: Viewer;
  /** The version of the last snapshot or update this subscriber was sent. */
  version: number;
  /** While a snapshot loads, changes wait here. */
  waiting: RoomChangeNotice[] | undefined;
};

type RoomChannel = {
  subscribers: Set<Subscriber>;
  lastVersion: number;
  pending: RoomChangeNotice[];
  timer: NodeJS.Timeout | undefined;
};

/**
 * Keeps every subscriber of a room in step with it: a snapshot on subscribe,
 * then coalesced updates built from the room event bus.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, RoomChannel>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly database: Database,
    bus: RoomEventBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = bus.subscribe((change) => this.receive(change));
  }

  /** Registers a socket for a room and sends it a snapshot. */
  async subscribe(socket: WebSocket, roomId: string, viewer: Viewer): Promise<Subscriber> {
    const channel = this.channel(roomId);
    const subscriber: Subscriber = { socket, roomId, viewer, version: 0, waiting: [] };
    channel.subscribers.add(subscriber);
    await this.sendSnapshot(subscriber);
    return subscriber;
  }

  unsubscribeSocket(subscriber: Subscriber): void {
    const channel = this.rooms.get(subscriber.roomId);
    if (!channel) return;
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size === 0) {
      clearTimeout(channel.timer);
      this.rooms.delete(subscriber.roomId);
    }
  }

  /** Sends a fresh snapshot, then whatever changed while it loaded. */
  async sendSnapshot(subscriber: Subscriber): Promise<void> {
    subscriber.waiting ??= [];
    const snapshot = await loadSnapshot(this.database, subscriber.roomId, subscriber.viewer);
    if (snapshot === 'room-gone') {
      closeSocket(subscriber.socket, CLOSE.roomNotFound);
      return;
    }
    if (snapshot === 'participant-removed') {
      closeSocket(subscriber.socket, CLOSE.participantRemoved);
      return;
    }
    const channel = this.rooms.get(subscriber.roomId);
    if (channel) channel.lastVersion = Math.max(channel.lastVersion, snapshot.version);
    subscriber.version = snapshot.version;
    send(subscriber.socket, snapshot);
    const waiting = subscriber.waiting ?? [];
    subscriber.waiting = undefined;
    this.deliver(subscriber, waiting);
  }

  /** A snapshot sent from the event path; a failure closes that socket, never the process. */
  private resendSnapshot(subscriber: Subscriber): void {
    this.sendSnapshot(subscriber).catch((error: unknown) => {
      this.log.error({ err: error, roomId: subscriber.roomId }, 'could not resend a snapshot');
      closeSocket(subscriber.socket, CLOSE.internalError);
    });
  }

  /**
   * Closes every socket (shutting down) and stops listening to the bus. A
   * client that does not answer the close frame in time (a phone asleep) is
   * dropped, so shutdown never waits on it.
   */
  async close(): Promise<void> {
    this.unsubscribe();
    const sockets: WebSocket[] = [];
    for (const channel of this.rooms.values()) {
      clearTimeout(channel.timer);
      for (const subscriber of channel.subscribers) {
        closeSocket(subscriber.socket, CLOSE.shuttingDown);
        sockets.push(subscriber.socket);
      }
    }
    this.rooms.clear();
    await Promise.all(sockets.map(closedOrDropped));
  }

  private channel(roomId: string): RoomChannel {
    let channel = this.rooms.get(roomId);
    if (!channel) {
      channel = { subscribers: new Set(), lastVersion: 0, pending: [], timer: undefined };
      this.rooms.set(roomId, channel);
    }
    return channel;
  }

  private receive(change: RoomChangeNotice): void {
    const channel = this.rooms.get(change.roomId);
    if (!channel) return;
    channel.pending.push(change);
    channel.timer ??= setTimeout(() => this.flush(change.roomId), COALESCE_MS);
  }

  private flush(roomId: string): void {
    const channel = this.rooms.get(roomId);
    if (!channel) return;
    channel.timer = undefined;
    const changes = channel.pending.sort((a, b) => a.version - b.version);
    channel.pending = [];

    // A change without its events, or a version skipped, means this node
    // missed something: everyone in the room gets a fresh snapshot.
    let missed = false;
    for (const change of changes) {
      if (change.events === null) missed = true;
      if (channel.lastVersion > 0 && change.version > channel.lastVersion + 1) missed = true;
      channel.lastVersion = Math.max(channel.lastVersion, change.version);
    }
    if (missed) this.log.info({ roomId }, 'room changes missed; resending snapshots');

    for (const subscriber of [...channel.subscribers]) {
      if (subscriber.waiting) {
        subscriber.waiting.push(...changes);
      } else if (missed) {
        this.resendSnapshot(subscriber);
      } else {
        this.deliver(subscriber, changes);
      }
    }
  }

  private deliver(subscriber: Subscriber, changes: readonly RoomChangeNotice[]): void {
    const fresh = changes.filter((change) => change.version > subscriber.version);
    if (fresh.length === 0) return;
    const last = fresh.at(-1);
    if (!last) return;
    if (fresh.some((change) => change.events === null)) {
      this.resendSnapshot(subscriber);
      return;
    }
    const delivery = deliveryFor(
      subscriber.viewer,
      fresh.flatMap((change) => change.events ?? []),
    );
    if ('close' in delivery) {
      closeSocket(subscriber.socket, delivery.close);
      return;
    }
    const events = coalesceRoomEvents(delivery.events);
    // A subscriber skips changes it may not see; its version moves with what it is sent.
    if (events.length === 0) return;
    const update: UpdateMessage = {
      type: 'update',
      baseVersion: subscriber.version,
      version: last.version,
      events,
    };
    subscriber.version = last.version;
    send(subscriber.socket, update);
  }
}

function send(socket: WebSocket, message: RoomSnapshot | UpdateMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    closeSocket(socket, CLOSE.tooFarBehind);
    return;
  }
  socket.send(JSON.stringify(message));
}

function closedOrDropped(socket: WebSocket): Promise<void> {
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
