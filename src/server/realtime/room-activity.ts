import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from '../database-unreachable.ts';
import { ACTIVITY_INTERVAL_MS } from '../events/room-events.ts';
import { type RoomChannel, sendActivity } from './room-channel.ts';
import type { RoomViews } from './room-views.ts';

/**
 * How many activity reads in a row may wait for a change they counted to be
 * delivered first; past it (a notice lost on the way) they go out anyway.
 */
const MAX_ACTIVITY_HELD = 3;
/** With the database away, a room's activity is read again no sooner than this. */
const UNREACHABLE_RETRY_MS = 1_000;

/**
 * A room's activity (ballots, joins, counts), read again for its dashboards
 * and public screens at most every ACTIVITY_INTERVAL_MS, however often it changes.
 */
export class RoomActivity {
  constructor(
    private readonly views: RoomViews,
    private readonly log: FastifyBaseLogger,
    /** Whether the channel is still the one the hub holds for the room. */
    private readonly held: (roomId: string, channel: RoomChannel) => boolean,
  ) {}

  /** Activity changed: an update follows, no sooner than ACTIVITY_INTERVAL_MS after the last. */
  changed(roomId: string, channel: RoomChannel): void {
    channel.activityDirty = true;
    // Participants see no activity: a room they alone watch is not read. A
    // dashboard that opens later has it in its snapshot.
    if (channel.watchers.size === 0) return;
    if (channel.activityTimer || channel.activityReading) return;
    const wait = Math.max(0, channel.activityAt + ACTIVITY_INTERVAL_MS - performance.now());
    channel.activityTimer = setTimeout(() => void this.read(roomId, channel), wait);
  }

  private async read(roomId: string, channel: RoomChannel): Promise<void> {
    channel.activityTimer = undefined;
    if (!this.held(roomId, channel)) return;
    if (channel.watchers.size === 0) return;
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
      if (sendActivity(channel, events, startedAt)) channel.activityDirty = true;
    } catch (error) {
      channel.feed.restoreDeletions(deletions);
      if (isDatabaseUnreachable(error)) {
        // Read again once the database is back, so that no count stays stale; the
        // outage itself is logged once, by the readiness check.
        this.log.debug({ err: error, roomId }, 'could not read the room activity yet');
        channel.activityAt = performance.now() + UNREACHABLE_RETRY_MS;
        channel.activityDirty = true;
      } else {
        this.log.error({ err: error, roomId }, 'could not read the room activity');
      }
    } finally {
      channel.activityReading = false;
      if (channel.activityDirty) this.changed(roomId, channel);
    }
  }
}
