import type { ActivityResponse } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  ScreenSnapshot,
} from '#shared/protocol/messages.ts';
import type { Viewer } from '../events/viewers.ts';

type RoomSnapshot = AdminSnapshot | ParticipantSnapshot | ScreenSnapshot | PublicSnapshot;

/** How a subscriber whose snapshot is refused is closed. */
export const SNAPSHOT_REFUSALS = {
  'room-gone': CLOSE.roomNotFound,
  'participant-removed': CLOSE.participantRemoved,
  'admin-revoked': CLOSE.adminRevoked,
  'judge-revoked': CLOSE.judgeRevoked,
  'screen-revoked': CLOSE.screenRevoked,
} as const;

/**
 * The reads of a room the hub is handed by the app (app.ts), made by the
 * services (services/live-room-service.ts): the hub never reads the
 * database. Who is sent what of a room's changes, and whose socket a change
 * closes, it asks the delivery policy (events/delivery-policy.ts).
 */
export type RoomViews = {
  /** What the viewer may see of the room now, stamped with its version; or why not. */
  snapshot(roomId: string, viewer: Viewer): Promise<RoomSnapshot | keyof typeof SNAPSHOT_REFUSALS>;
  /**
   * The room's activity now: the latest ballots and the counts, and the
   * room's version read after them (the counts include no later change).
   */
  activity(roomId: string): Promise<ActivityResponse & { version: number }>;
};
