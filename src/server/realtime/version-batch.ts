import type { ActivityTotals } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { RoomChangeNotice } from '../events/room-events.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import { coalesceRoomEvents } from './coalesce.ts';
import { lastTotals, ownUpdateFor, updateFor } from './room-channel.ts';
import type { EventFilters } from './room-views.ts';

/*
 * A batch of versioned room changes as subscribers at one version are sent
 * it: built once per flush and shared, each subscriber's own events apart.
 */

/** What subscribers at one version are sent of a batch of versioned changes. */
type VersionBatch = {
  last: number;
  events: RoomEvent[];
  totals: ActivityTotals | undefined;
  /** Participants the batch removes: their sockets are closed instead. */
  removed: Set<string>;
  /** Participants the batch holds events about their own ballots for: sent an update of their own. */
  owners: Set<string>;
  /** Organisers the batch revokes: their sockets are closed instead. */
  revoked: Set<string>;
  /** Judges the batch revokes: their sockets are closed instead. */
  judgesRevoked: Set<string>;
  /** The update per audience, serialised once (null: nothing it may see). */
  messages: Map<Audience, Buffer | null>;
};

/**
 * The close a subscriber gets instead of a batch that removes it (a
 * participant) or revokes it (an organiser); null when it stays.
 */
export function refusalIn(viewer: Viewer, batch: VersionBatch) {
  if (viewer.role === 'participant' && batch.removed.has(viewer.participantId)) {
    return CLOSE.participantRemoved;
  }
  if (viewer.role === 'participant' && batch.judgesRevoked.has(viewer.participantId)) {
    return CLOSE.judgeRevoked;
  }
  if (viewer.role === 'admin' && batch.revoked.has(viewer.adminId)) return CLOSE.adminRevoked;
  return null;
}

/** One flush's work, shared by every subscriber at the same version. */
export type DeliveryCache = { batches: Map<number, VersionBatch | 'missed' | null> };

/**
 * The changes after `version`: null if none, 'missed' if one came without its
 * events (a fresh snapshot is due).
 */
export function batchSince(
  version: number,
  changes: readonly RoomChangeNotice[],
): VersionBatch | 'missed' | null {
  const fresh = changes.filter((change) => (change.version ?? 0) > version);
  const last = fresh.at(-1)?.version;
  if (!last) return null;
  if (fresh.some((change) => change.events === null)) return 'missed';
  const events = fresh.flatMap((change) => change.events ?? []);
  const removed = new Set<string>();
  const owners = new Set<string>();
  const revoked = new Set<string>();
  const judgesRevoked = new Set<string>();
  for (const e of events) {
    if (e.type === 'participant_removed') removed.add(e.participantId);
    if (
      e.type === 'ballot_adjusted' ||
      e.type === 'ballot_deleted' ||
      e.type === 'team_changed' ||
      e.type === 'conflicts_changed'
    ) {
      owners.add(e.participantId);
    }
    if (e.type === 'admins_changed' && e.revokedId) revoked.add(e.revokedId);
    if (e.type === 'judges_changed' && e.revokedId) judgesRevoked.add(e.revokedId);
  }
  return {
    last,
    events,
    totals: lastTotals(events),
    removed,
    owners,
    revoked,
    judgesRevoked,
    messages: new Map(),
  };
}

/**
 * What a subscriber at baseVersion is sent of a batch: an update of its own
 * if the batch holds events about its own ballot, else its audience's,
 * built once per batch and shared; null if it may see none of it.
 */
export function batchMessageFor(
  filters: EventFilters,
  batch: VersionBatch,
  viewer: Viewer,
  baseVersion: number,
): Buffer | null {
  const events = () => coalesceRoomEvents(batch.events);
  if (viewer.role === 'participant' && batch.owners.has(viewer.participantId)) {
    return ownUpdateFor(filters, viewer, baseVersion, batch.last, events());
  }
  let message = batch.messages.get(viewer.role);
  if (message === undefined) {
    message = updateFor(filters, viewer.role, baseVersion, batch.last, events());
    batch.messages.set(viewer.role, message);
  }
  return message;
}
