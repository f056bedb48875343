import type { WebSocket } from 'ws';
import type { ActivityTotals } from '#shared/api.ts';
import type { RoomEvent, UpdateMessage } from '#shared/protocol/messages.ts';
import { eventsFor } from '../events/delivery-policy.ts';
import type { RoomChangeNotice } from '../events/room-events.ts';
import type { Viewer } from '../events/viewers.ts';
import { ActivityFeed } from './activity-feed.ts';
import type { SNAPSHOT_REFUSALS } from './room-views.ts';
import { send } from './sockets.ts';

export type SnapshotRefusal = keyof typeof SNAPSHOT_REFUSALS;

/**
 * The participants' snapshot at one version: its JSON without the version
 * or a participant's id, which each copy adds (`withVersionAndParticipant`),
 * and without its closing brace, encoded once: thousands of phones joining
 * or coming back are each sent it, and a room's names are rarely ASCII alone.
 */
export type ParticipantSnapshotJson = { version: number; head: Buffer };

/** The participants' snapshot of this JSON (a snapshot without version or participant id). */
export function participantSnapshotJson(version: number, json: string): ParticipantSnapshotJson {
  return { version, head: Buffer.from(json.slice(0, -1)) };
}

/** One socket subscribed to one room. */
export type Subscriber = {
  socket: WebSocket;
  roomId: string;
  viewer: Viewer;
  /** The version of the last snapshot or update this subscriber was sent. */
  version: number;
  /** While a snapshot loads, versioned changes wait here. */
  waiting: RoomChangeNotice[] | undefined;
  /** When its snapshot was sent (infinite while it loads): older activity reads skip it. */
  readyAt: number;
  /** The counts it was last sent (admins and the public). */
  totals?: ActivityTotals | undefined;
};

export type RoomChannel = {
  subscribers: Set<Subscriber>;
  /** Its admin and public subscribers: those room activity goes to. */
  watchers: Set<Subscriber>;
  lastVersion: number;
  pending: RoomChangeNotice[];
  flushQueued: boolean;
  feed: ActivityFeed;
  activityDirty: boolean;
  activityTimer: NodeJS.Timeout | undefined;
  activityReading: boolean;
  /** When the last activity read started. */
  activityAt: number;
  /** Activity reads in a row held back because they counted a change not yet delivered. */
  activityHeld: number;
  /** The participants' snapshot at one version, without the participant's id. */
  participantSnapshot: ParticipantSnapshotJson | undefined;
  /** The participants' snapshot being read, shared by those who subscribe meanwhile. */
  participantLoad: Promise<ParticipantSnapshotJson | SnapshotRefusal> | undefined;
};

/** Messages built once per audience and version, and sent as the same bytes to each socket. */
export type MessageCache = Map<string, Buffer | null>;

export function newRoomChannel(): RoomChannel {
  return {
    subscribers: new Set(),
    watchers: new Set(),
    lastVersion: 0,
    pending: [],
    flushQueued: false,
    feed: new ActivityFeed(),
    activityDirty: false,
    activityTimer: undefined,
    activityReading: false,
    activityAt: Number.NEGATIVE_INFINITY,
    activityHeld: 0,
    participantSnapshot: undefined,
    participantLoad: undefined,
  };
}

/** An update from baseVersion to version of these events, serialised once; null if there are none. */
export function updateBytes(
  baseVersion: number,
  version: number,
  events: readonly RoomEvent[],
): Buffer | null {
  if (events.length === 0) return null;
  const update: UpdateMessage = { type: 'update', baseVersion, version, events: [...events] };
  return Buffer.from(JSON.stringify(update));
}

/** A participant's copy of the participants' snapshot: its version and the participant's id added. */
export function withVersionAndParticipant(
  shared: ParticipantSnapshotJson,
  participantId: string,
): Buffer {
  const { head, version } = shared;
  const tail = `,"version":${version},"participantId":${JSON.stringify(participantId)}}`;
  return Buffer.concat([head, Buffer.from(tail)]);
}

/**
 * Sends an activity update (a room's version does not move) to every admin and
 * public subscriber whose snapshot is older than the read it was made from
 * (readAt); says whether some were left for the next read.
 */
export function sendActivity(
  channel: RoomChannel,
  events: readonly RoomEvent[],
  readAt: number,
): boolean {
  let skipped = false;
  const cache: MessageCache = new Map();
  const totals = lastTotals(events);
  const countsAlone = events.length === 1 && totals !== undefined;
  for (const subscriber of channel.watchers) {
    const { role } = subscriber.viewer;
    if (subscriber.readyAt > readAt) {
      skipped = true;
      continue;
    }
    // Counts alone, and the ones this screen already shows: nothing to say.
    if (countsAlone && sameTotals(totals, subscriber.totals)) continue;
    subscriber.totals = totals ?? subscriber.totals;
    const key = `${role} ${subscriber.version}`;
    let message = cache.get(key);
    if (message === undefined) {
      const visible = eventsFor(role, events);
      message = updateBytes(subscriber.version, subscriber.version, visible);
      cache.set(key, message);
    }
    if (message) send(subscriber.socket, message);
  }
  return skipped;
}

export function sameTotals(a: ActivityTotals, b: ActivityTotals | undefined): boolean {
  return (
    b !== undefined &&
    a.ballots === b.ballots &&
    a.participants === b.participants &&
    a.contestants === b.contestants &&
    (a.awards ?? []).length === (b.awards ?? []).length &&
    (a.awards ?? []).every((award, index) => {
      const other = b.awards?.[index];
      return other?.awardId === award.awardId && other.ballots === award.ballots;
    })
  );
}

/** The counts the last totals event of a batch carries, if any. */
export function lastTotals(events: readonly RoomEvent[]): ActivityTotals | undefined {
  const event = events.findLast((e) => e.type === 'totals');
  return event?.type === 'totals' ? event.totals : undefined;
}
