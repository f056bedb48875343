import type { ActivityTotals } from '#shared/api.ts';
import {
  type ChangeClose,
  type DeliveryPlan,
  deliveryFor,
  planDelivery,
} from '../events/delivery-policy.ts';
import type { RoomChangeNotice } from '../events/room-events.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import { coalesceRoomEvents } from './coalesce.ts';
import { lastTotals, updateBytes } from './room-channel.ts';

/*
 * A batch of versioned room changes as subscribers at one version are sent
 * it: planned once per flush by the delivery policy and shared, each
 * subscriber's own events and closes apart.
 */

/** What subscribers at one version are sent of a batch of versioned changes. */
type VersionBatch = {
  last: number;
  totals: ActivityTotals | undefined;
  /** Who the batch closes, who has events of their own in it, and what each audience sees. */
  plan: DeliveryPlan;
  /** The update per audience, serialised once (null: nothing it may see). */
  messages: Map<Audience, Buffer | null>;
};

/** One flush's work, shared by every subscriber at the same version. */
export type DeliveryCache = { batches: Map<number, VersionBatch | 'missed' | null> };

/**
 * The changes after `version`: null if none, 'missed' if one came without its
 * events, or ended a rehearsal (a fresh snapshot is due: what the subscriber
 * holds of the room no longer stands).
 */
export function batchSince(
  version: number,
  changes: readonly RoomChangeNotice[],
): VersionBatch | 'missed' | null {
  const fresh = changes.filter((change) => (change.version ?? 0) > version);
  const last = fresh.at(-1)?.version;
  if (!last) return null;
  const resnapshot = (change: RoomChangeNotice) =>
    change.events === null || change.events.some((event) => event.type === 'rehearsal_ended');
  if (fresh.some(resnapshot)) return 'missed';
  const events = coalesceRoomEvents(fresh.flatMap((change) => change.events ?? []));
  return { last, totals: lastTotals(events), plan: planDelivery(events), messages: new Map() };
}

/**
 * What a subscriber at baseVersion is sent of a batch, as the delivery policy
 * decides: a close; or an update, of its own if the batch holds events about
 * it alone, else its audience's, built once per batch and shared; or null if
 * it may see none of it.
 */
export function batchMessageFor(
  batch: VersionBatch,
  viewer: Viewer,
  baseVersion: number,
): { close: ChangeClose } | Buffer | null {
  const delivery = deliveryFor(viewer, batch.plan);
  if ('close' in delivery) return delivery;
  if (delivery.own) return updateBytes(baseVersion, batch.last, delivery.events);
  let message = batch.messages.get(viewer.role);
  if (message === undefined) {
    message = updateBytes(baseVersion, batch.last, delivery.events);
    batch.messages.set(viewer.role, message);
  }
  return message;
}
