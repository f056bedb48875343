import type { ActivityResponse } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  RoomEvent,
} from '#shared/protocol/messages.ts';
import type { Audience, Viewer } from '../events/viewers.ts';

type RoomSnapshot = AdminSnapshot | ParticipantSnapshot | PublicSnapshot;

/** How a subscriber whose snapshot is refused is closed. */
export const SNAPSHOT_REFUSALS = {
  'room-gone': CLOSE.roomNotFound,
  'participant-removed': CLOSE.participantRemoved,
  'admin-revoked': CLOSE.adminRevoked,
  'judge-revoked': CLOSE.judgeRevoked,
} as const;

/**
 * What the hub delivers, handed to it by the app (app.ts): the reads of a
 * room, and who sees what of its events. The services make both
 * (services/live-room-service.ts, services/audiences.ts); the hub only
 * sends, so it never reads the database or decides an audience itself.
 */
export type RoomViews = {
  /** What the viewer may see of the room now, stamped with its version; or why not. */
  snapshot(roomId: string, viewer: Viewer): Promise<RoomSnapshot | keyof typeof SNAPSHOT_REFUSALS>;
  /**
   * The room's activity now: the latest ballots and the counts, and the
   * room's version read after them (the counts include no later change).
   */
  activity(roomId: string): Promise<ActivityResponse & { version: number }>;
  /** The events of a batch this audience may see, each cut to what it may see of it. */
  eventsFor(audience: Audience, events: readonly RoomEvent[]): RoomEvent[];
  /** The events of a batch about this participant's own ballot, for it alone. */
  ownEventsFor(viewer: Viewer, events: readonly RoomEvent[]): RoomEvent[];
};

/** Who sees what of a room's events, as the hub was handed it. */
export type EventFilters = Pick<RoomViews, 'eventsFor' | 'ownEventsFor'>;
