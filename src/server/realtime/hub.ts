import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE } from '#shared/realtime-constants.ts';
import {
  ACTIVITY_INTERVAL_MS,
  type RoomChangeNotice,
  type RoomEventBus,
} from '../events/room-events.ts';
import type { Viewer } from '../events/viewers.ts';
import {
  newRoomChannel,
  type RoomChannel,
  type Subscriber,
  sendActivity,
  withParticipantId,
} from './room-channel.ts';
import { type RoomViews, SNAPSHOT_REFUSALS } from './room-views.ts';
import { closedOrDropped, closeSocket, send } from './sockets.ts';
import { batchMessageFor, batchSince, type DeliveryCache, refusalIn } from './version-batch.ts';

export { closeSocket } from './sockets.ts';

/**
 * How many activity reads in a row may wait for a change they counted to be
 * delivered first; past it (a notice lost on the way) they go out anyway.
 */
const MAX_ACTIVITY_HELD = 3;
/**
 * Keeps every subscriber of a room in step with it: a snapshot on subscribe;
 * versioned changes (contestants, status, results, the reveal) at once; and
 * the room's activity, read again (through the views it is handed), at most
 * every ACTIVITY_INTERVAL_MS.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, RoomChannel>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly views: RoomViews,
    bus: RoomEventBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = bus.subscribe(
      (change) => this.receive(change),
      () => this.deliveredVersions(),
    );
  }

  /** Registers a socket for a room and sends it a snapshot. */
  async subscribe(socket: WebSocket, roomId: string, viewer: Viewer): Promise<Subscriber> {
    const channel = this.channel(roomId);
    const subscriber: Subscriber = { socket, roomId, viewer, version: 0, waiting: [], readyAt: 0 };
    channel.subscribers.add(subscriber);
    await this.sendSnapshot(subscriber);
    return subscriber;
  }

  /** Sockets subscribed now, by role (a judge counted apart), and rooms held in memory. */
  counts(): {
    sockets: Record<'admin' | 'participant' | 'judge' | 'public', number>;
    rooms: number;
  } {
    const sockets = { admin: 0, participant: 0, judge: 0, public: 0 };
    for (const channel of this.rooms.values()) {
      for (const { viewer } of channel.subscribers) {
        sockets[viewer.role === 'participant' && viewer.judge ? 'judge' : viewer.role] += 1;
      }
    }
    return { sockets, rooms: this.rooms.size };
  }

  /** The version each room held here was last told of: what a bus that dropped changes catches up from. */
  private deliveredVersions(): Map<string, number> {
    const versions = new Map<string, number>();
    for (const [roomId, channel] of this.rooms) versions.set(roomId, channel.lastVersion);
    return versions;
  }

  unsubscribeSocket(subscriber: Subscriber): void {
    const channel = this.rooms.get(subscriber.roomId);
    if (!channel) return;
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size === 0) {
      clearTimeout(channel.activityTimer);
      this.rooms.delete(subscriber.roomId);
    }
  }

  /** Sends a fresh snapshot, then whatever changed while it loaded. */
  async sendSnapshot(subscriber: Subscriber): Promise<void> {
    subscriber.waiting ??= [];
    subscriber.readyAt = Number.POSITIVE_INFINITY;
    const channel = this.rooms.get(subscriber.roomId);
    const { viewer } = subscriber;
    const cached = channel?.participantSnapshot;
    if (viewer.role === 'participant' && cached && cached.version === channel?.lastVersion) {
      subscriber.version = cached.version;
      send(subscriber.socket, withParticipantId(cached.json, viewer.participantId));
    } else {
      const snapshot = await this.views.snapshot(subscriber.roomId, viewer);
      if (typeof snapshot === 'string') {
        return closeSocket(subscriber.socket, SNAPSHOT_REFUSALS[snapshot]);
      }
      if (channel) {
        channel.lastVersion = Math.max(channel.lastVersion, snapshot.version);
        if (snapshot.role === 'participant' && snapshot.version === channel.lastVersion) {
          const json = JSON.stringify({ ...snapshot, participantId: undefined });
          channel.participantSnapshot = { version: snapshot.version, json };
        }
      }
      subscriber.version = snapshot.version;
      subscriber.totals = 'totals' in snapshot ? snapshot.totals : undefined;
      send(subscriber.socket, JSON.stringify(snapshot));
    }
    subscriber.readyAt = performance.now();
    const waiting = subscriber.waiting ?? [];
    subscriber.waiting = undefined;
    this.deliver(subscriber, waiting, { batches: new Map() });
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
      clearTimeout(channel.activityTimer);
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
      channel = newRoomChannel();
      this.rooms.set(roomId, channel);
    }
    return channel;
  }

  private receive(change: RoomChangeNotice): void {
    const channel = this.rooms.get(change.roomId);
    if (!channel) return;
    if (change.version === null) {
      channel.feed.noteDeleted(change.events ?? []);
      this.activityChanged(change.roomId, channel);
      return;
    }
    channel.pending.push(change);
    if (channel.flushQueued) return;
    channel.flushQueued = true;
    // Versioned changes go out at once; only those that arrived together share an update.
    setImmediate(() => this.flush(change.roomId, channel));
  }

  private flush(roomId: string, channel: RoomChannel): void {
    channel.flushQueued = false;
    if (this.rooms.get(roomId) !== channel) return;
    const changes = channel.pending.sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
    channel.pending = [];

    // A change without its events, or a version skipped, means this node
    // missed something: everyone in the room gets a fresh snapshot.
    let missed = false;
    for (const change of changes) {
      const version = change.version ?? 0;
      if (change.events === null) missed = true;
      if (channel.lastVersion > 0 && version > channel.lastVersion + 1) missed = true;
      channel.lastVersion = Math.max(channel.lastVersion, version);
      // Counts in a change may be older than an activity read in flight: read again after.
      if (change.events?.some((event) => event.type === 'totals')) channel.activityDirty = true;
    }
    if (missed) this.log.info({ roomId }, 'room changes missed; resending snapshots');
    if (channel.activityDirty) this.activityChanged(roomId, channel);

    const cache: DeliveryCache = { batches: new Map() };
    for (const subscriber of [...channel.subscribers]) {
      if (subscriber.waiting) subscriber.waiting.push(...changes);
      else if (missed) this.resendSnapshot(subscriber);
      else this.deliver(subscriber, changes, cache);
    }
  }

  private deliver(
    subscriber: Subscriber,
    changes: readonly RoomChangeNotice[],
    cache: DeliveryCache,
  ): void {
    // Subscribers at one version share what they are sent: worked out once per version.
    let batch = cache.batches.get(subscriber.version);
    if (batch === undefined) {
      batch = batchSince(subscriber.version, changes);
      cache.batches.set(subscriber.version, batch);
    }
    if (batch === null) return;
    if (batch === 'missed') {
      this.resendSnapshot(subscriber);
      return;
    }
    const { viewer } = subscriber;
    const refusal = refusalIn(viewer, batch);
    if (refusal) {
      closeSocket(subscriber.socket, refusal);
      return;
    }
    const message = batchMessageFor(this.views, batch, viewer, subscriber.version);
    // A subscriber skips changes it may not see; its version moves with what it is sent.
    if (!message) return;
    subscriber.version = batch.last;
    subscriber.totals = batch.totals ?? subscriber.totals;
    send(subscriber.socket, message);
  }

  /** Activity changed: an update follows, no sooner than ACTIVITY_INTERVAL_MS after the last. */
  private activityChanged(roomId: string, channel: RoomChannel): void {
    channel.activityDirty = true;
    if (channel.activityTimer || channel.activityReading) return;
    const wait = Math.max(0, channel.activityAt + ACTIVITY_INTERVAL_MS - performance.now());
    channel.activityTimer = setTimeout(() => void this.flushActivity(roomId, channel), wait);
  }

  private async flushActivity(roomId: string, channel: RoomChannel): Promise<void> {
    channel.activityTimer = undefined;
    if (this.rooms.get(roomId) !== channel) return;
    const watchers = [...channel.subscribers].filter((s) => s.viewer.role !== 'participant');
    // Participants see no activity: a room they alone watch is not read.
    if (watchers.length === 0) return;
    channel.activityDirty = false;
    channel.activityReading = true;
    const startedAt = performance.now();
    channel.activityAt = startedAt;
    const deletions = channel.feed.takeDeletions();
    try {
      const activity = await this.views.activity(roomId);
      if (activity.version > channel.lastVersion && channel.activityHeld < MAX_ACTIVITY_HELD) {
        // The counts include a change this node has not delivered yet (a contestant
        // added, say): they go out after it, read again once it has been.
        channel.activityHeld += 1;
        channel.feed.restoreDeletions(deletions);
        channel.activityDirty = true;
        return;
      }
      channel.activityHeld = 0;
      const events = channel.feed.next(deletions, activity);
      if (sendActivity(this.views, channel, events, startedAt)) channel.activityDirty = true;
    } catch (error) {
      this.log.error({ err: error, roomId }, 'could not read the room activity');
    } finally {
      channel.activityReading = false;
      if (channel.activityDirty) this.activityChanged(roomId, channel);
    }
  }
}
