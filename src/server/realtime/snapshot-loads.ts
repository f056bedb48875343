import type { ActivityTotals } from '#shared/api.ts';
import type { RoomEventType } from '#shared/protocol/messages.ts';
import type { RoomChangeNotice } from '../events/room-events.ts';
import type { Viewer } from '../events/viewers.ts';
import {
  type ParticipantSnapshotJson,
  participantSnapshotJson,
  type RoomChannel,
  type SnapshotRefusal,
  withVersionAndParticipant,
} from './room-channel.ts';
import type { RoomViews } from './room-views.ts';

/**
 * Whether a participant may be sent a read made for another ('shared': one
 * just let in by its token), or must have one that checks its own standing
 * ('own': a resend after missed changes, one of which may have removed it).
 */
export type SnapshotRead = 'shared' | 'own';

/** A snapshot as one subscriber is sent it: its JSON (or its bytes), its version and the counts in it. */
export type LoadedSnapshot = {
  json: string | Buffer;
  version: number;
  totals: ActivityTotals | undefined;
};

/**
 * A subscriber's snapshot. Every participant is sent the same one (with
 * their own id), so a room reads it once per version: from the channel's
 * copy when it is current, else from the read already under way, else from
 * a read of its own that later participants share. Thousands subscribing at
 * once (a node gone, its phones arriving) make one read, not thousands. A
 * participant who must be checked (`own`) reads alone, unless the room's copy
 * is current.
 */
export async function loadSnapshot(
  views: RoomViews,
  channel: RoomChannel | undefined,
  roomId: string,
  viewer: Viewer,
  read: SnapshotRead,
): Promise<LoadedSnapshot | SnapshotRefusal> {
  if (viewer.role !== 'participant' || !channel) return loadOwn(views, channel, roomId, viewer);
  const cached = channel.participantSnapshot;
  if (cached && cached.version === channel.lastVersion) return forParticipant(cached, viewer);
  if (read === 'own') return loadOwnParticipant(views, channel, roomId, viewer);
  const shared = channel.participantLoad;
  if (shared) {
    const loaded = await shared;
    // Refused to the participant who read it (removed, say): the others read their own.
    if (typeof loaded === 'string') return loadOwn(views, channel, roomId, viewer);
    return forParticipant(loaded, viewer);
  }
  const load = readParticipantSnapshot(views, channel, roomId, viewer);
  channel.participantLoad = load;
  const done = () => {
    if (channel.participantLoad === load) channel.participantLoad = undefined;
  };
  load.then(done, done);
  const loaded = await load;
  return typeof loaded === 'string' ? loaded : forParticipant(loaded, viewer);
}

/** A participant's copy of the shared snapshot. */
function forParticipant(shared: ParticipantSnapshotJson, viewer: Viewer): LoadedSnapshot {
  const participantId = viewer.role === 'participant' ? viewer.participantId : '';
  return {
    json: withVersionAndParticipant(shared, participantId),
    version: shared.version,
    totals: undefined,
  };
}

/** A participant's snapshot read for them alone; the room keeps a copy when it is current. */
async function loadOwnParticipant(
  views: RoomViews,
  channel: RoomChannel,
  roomId: string,
  viewer: Viewer,
): Promise<LoadedSnapshot | SnapshotRefusal> {
  const loaded = await readParticipantSnapshot(views, channel, roomId, viewer);
  return typeof loaded === 'string' ? loaded : forParticipant(loaded, viewer);
}

async function readParticipantSnapshot(
  views: RoomViews,
  channel: RoomChannel,
  roomId: string,
  viewer: Viewer,
): Promise<ParticipantSnapshotJson | SnapshotRefusal> {
  const snapshot = await views.snapshot(roomId, viewer);
  if (typeof snapshot === 'string') return snapshot;
  const shared = participantSnapshotJson(
    snapshot.version,
    JSON.stringify({ ...snapshot, version: undefined, participantId: undefined }),
  );
  channel.lastVersion = Math.max(channel.lastVersion, snapshot.version);
  if (snapshot.version === channel.lastVersion) channel.participantSnapshot = shared;
  return shared;
}

async function loadOwn(
  views: RoomViews,
  channel: RoomChannel | undefined,
  roomId: string,
  viewer: Viewer,
): Promise<LoadedSnapshot | SnapshotRefusal> {
  const snapshot = await views.snapshot(roomId, viewer);
  if (typeof snapshot === 'string') return snapshot;
  if (channel) channel.lastVersion = Math.max(channel.lastVersion, snapshot.version);
  return {
    json: JSON.stringify(snapshot),
    version: snapshot.version,
    totals: 'totals' in snapshot ? snapshot.totals : undefined,
  };
}

/**
 * Changes that leave what every participant sees of the room as it was:
 * joins and ballots move the counts and the organisers' list of ballots,
 * none of which is in a participant's snapshot (a participant's own ballot
 * is read apart). The events of any other type may change it.
 */
const UNSEEN_BY_PARTICIPANTS: ReadonlySet<RoomEventType> = new Set([
  'totals',
  'ballot_saved',
  'ballot_deleted',
  'ballot_adjusted',
]);

const unseenByParticipants = (change: RoomChangeNotice) =>
  change.events?.every((event) => UNSEEN_BY_PARTICIPANTS.has(event.type)) ?? false;

/**
 * Keeps the participants' snapshot current through changes it does not
 * show: the same room at the later version. A room where phones join by the
 * thousand moves its version with every join, and each phone joining would
 * otherwise read the whole room again. Any other change, a gap in the
 * versions or a change without its events lets it go, for the next
 * subscriber to read.
 */
export function followParticipantSnapshot(
  channel: RoomChannel,
  changes: readonly RoomChangeNotice[],
): void {
  const cached = channel.participantSnapshot;
  if (!cached) return;
  let version = cached.version;
  for (const change of changes) {
    const next = change.version ?? 0;
    if (next <= version) continue;
    if (next !== version + 1 || !unseenByParticipants(change)) {
      channel.participantSnapshot = undefined;
      return;
    }
    version = next;
  }
  channel.participantSnapshot = { version, head: cached.head };
}
