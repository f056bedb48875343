import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE } from '#shared/protocol/constants.ts';
import { isDatabaseUnreachable } from '../database-unreachable.ts';
import { reachesNoParticipant } from '../events/delivery-policy.ts';
import type { RoomChangeNotice, RoomEventBus } from '../events/room-events.ts';
import type { Viewer } from '../events/viewers.ts';
import { countRooms, deliveredVersions, type HubCounts, handOffPhones } from './hub-rooms.ts';
import { RoomActivity } from './room-activity.ts';
import { newRoomChannel, type RoomChannel, type Subscriber } from './room-channel.ts';
import { type RoomViews, SNAPSHOT_REFUSALS } from './room-views.ts';
import { followParticipantSnapshot, loadSnapshot, type SnapshotRead } from './snapshot-loads.ts';
import { closedOrDropped, closeSocket, send } from './sockets.ts';
import { batchMessageFor, batchSince, type DeliveryCache } from './version-batch.ts';

export { closeSocket } from './sockets.ts';

/**
 * Keeps every subscriber of a room in step with it: a snapshot on subscribe;
 * versioned changes (contestants, status, results, the reveal) at once, as
 * the delivery policy (events/delivery-policy.ts) says who gets what; and
 * the room's activity, read again (through the views it is handed), at most
 * every ACTIVITY_INTERVAL_MS.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, RoomChannel>();
  private readonly unsubscribe: () => void;
  private readonly activity: RoomActivity;

  constructor(
    private readonly views: RoomViews,
    bus: RoomEventBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.activity = new RoomActivity(
      views,
      log,
      (roomId, channel) => this.rooms.get(roomId) === channel,
    );
    this.unsubscribe = bus.subscribe(
      (change) => this.receive(change),
      () => deliveredVersions(this.rooms),
    );
  }

  /** Registers a socket for a room and sends it a snapshot. */
  async subscribe(socket: WebSocket, roomId: string, viewer: Viewer): Promise<Subscriber> {
    const channel = this.channel(roomId);
    const subscriber: Subscriber = { socket, roomId, viewer, version: 0, waiting: [], readyAt: 0 };
    channel.subscribers.add(subscriber);
    if (viewer.role !== 'participant') channel.watchers.add(subscriber);
    try {
      // Just let in by its token: it may share a read under way.
      await this.sendSnapshot(subscriber, 'shared');
    } catch (error) {
      // The caller never gets it back to unsubscribe: it must not stay in the room.
      this.unsubscribeSocket(subscriber);
      throw error;
    }
    return subscriber;
  }

  /** Sockets subscribed now, by role, and rooms held in memory. */
  counts(): HubCounts {
    return countRooms(this.rooms);
  }

  /** Hands up to `count` phones to other nodes (hub-rooms.ts); answers how many. */
  handOff(count: number): number {
    return handOffPhones(this.rooms, count);
  }

  unsubscribeSocket(subscriber: Subscriber): void {
    const channel = this.rooms.get(subscriber.roomId);
    if (!channel) return;
    channel.subscribers.delete(subscriber);
    channel.watchers.delete(subscriber);
    if (channel.subscribers.size === 0) {
      clearTimeout(channel.activityTimer);
      this.rooms.delete(subscriber.roomId);
    }
  }

  /**
   * Sends a fresh snapshot, then whatever changed while it loaded. `own`: read
   * for this subscriber alone, so that its own standing is checked (after
   * missed changes, one of which may have removed it).
   */
  async sendSnapshot(subscriber: Subscriber, read: SnapshotRead = 'own'): Promise<void> {
    subscriber.waiting ??= [];
    subscriber.readyAt = Number.POSITIVE_INFINITY;
    const channel = this.rooms.get(subscriber.roomId);
    const { roomId, viewer } = subscriber;
    const snapshot = await loadSnapshot(this.views, channel, roomId, viewer, read);
    if (typeof snapshot === 'string') {
      return closeSocket(subscriber.socket, SNAPSHOT_REFUSALS[snapshot]);
    }
    subscriber.version = snapshot.version;
    subscriber.totals = snapshot.totals;
    send(subscriber.socket, snapshot.json);
    subscriber.readyAt = performance.now();
    const waiting = subscriber.waiting ?? [];
    subscriber.waiting = undefined;
    this.deliver(subscriber, waiting, { batches: new Map() });
  }

  /**
   * A fresh snapshot, on a subscriber's resync or from the event path; a
   * failure closes that socket (4503 while the database is away, for the
   * client to come back), never the process.
   */
  resendSnapshot(subscriber: Subscriber): void {
    this.sendSnapshot(subscriber).catch((error: unknown) => {
      const { roomId } = subscriber;
      // The database away (restarting): the phone comes back once it answers again.
      if (isDatabaseUnreachable(error)) {
        this.log.warn({ err: error, roomId }, 'could not resend a snapshot: database unreachable');
        return closeSocket(subscriber.socket, CLOSE.unavailable);
      }
      this.log.error({ err: error, roomId }, 'could not resend a snapshot');
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
      this.activity.changed(change.roomId, channel);
      return;
    }
    channel.pending.push(change);
    // A snapshot read before this change is not shared with those who subscribe after it.
    channel.participantLoad = undefined;
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
    followParticipantSnapshot(channel, changes);
    if (channel.activityDirty) this.activity.changed(roomId, channel);

    const cache: DeliveryCache = { batches: new Map() };
    // Ballots and counts reach no participant: only the room's watchers hear them.
    const audience =
      !missed && changes.every((change) => reachesNoParticipant(change.events ?? []))
        ? channel.watchers
        : channel.subscribers;
    for (const subscriber of [...audience]) {
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
    const message = batchMessageFor(batch, subscriber.viewer, subscriber.version);
    // A subscriber skips changes it may not see; its version moves with what it is sent.
    if (!message) return;
    // The batch removes this participant, or revokes this organiser or judge.
    if ('close' in message) {
      closeSocket(subscriber.socket, message.close);
      return;
    }
    subscriber.version = batch.last;
    subscriber.totals = batch.totals ?? subscriber.totals;
    send(subscriber.socket, message);
  }
}
