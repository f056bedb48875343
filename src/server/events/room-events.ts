/**
 * What travels between the layers when a room changes: the change and its
 * events, the bus that carries it, and the channel it crosses nodes on.
 * Services publish, repositories send the in-transaction notification, and
 * realtime delivers; each imports this module and none imports the others.
 */
import type { RoomEvent } from '#shared/protocol.ts';

/** The PostgreSQL LISTEN/NOTIFY channel room changes cross nodes on. */
export const ROOM_EVENTS_CHANNEL = 'viberank_room_events';

/**
 * A room's activity (ballots, joins, counts) reaches its dashboards at most
 * this often: one update however many ballots arrived (decision 021).
 */
export const ACTIVITY_INTERVAL_MS = 100;

/**
 * The events of one committed room change, stamped with the version it
 * produced; or, with version null, a change to the room's activity (ballots
 * and joins), which is not versioned: receivers read the activity itself.
 */
export type RoomChange = { roomId: string; version: number | null; events: RoomEvent[] };

/**
 * A change announced without its events (too large for the transport): a
 * receiver reloads the room's state instead.
 */
export type RoomChangeNotice = RoomChange | { roomId: string; version: number; events: null };

export type RoomChangeListener = (change: RoomChangeNotice) => void;

/**
 * Sends `payload` on ROOM_EVENTS_CHANNEL from inside the change's
 * transaction: delivered only if it commits, and in commit order.
 */
export type NotifyInTransaction = (payload: string) => Promise<void>;

/**
 * Carries room changes from the transaction that made them to every node's
 * realtime hub, in commit order.
 */
export interface RoomEventBus {
  /** Called inside the change's transaction, before commit. */
  stage(notify: NotifyInTransaction, change: RoomChange): Promise<void>;
  /** Called once the change's transaction has committed. */
  committed(change: RoomChange): void;
  /**
   * Called once ballots or joins in the room have committed: this node's hub
   * hears of it at once, other nodes' hubs at most every
   * ACTIVITY_INTERVAL_MS (they read the activity itself, so one word
   * stands for any number of changes).
   */
  activity(roomId: string): void;
  subscribe(listener: RoomChangeListener): () => void;
  close(): Promise<void>;
}
