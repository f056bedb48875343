import type { RoomEvent } from '#shared/protocol.ts';
import type { Executor } from '../db/database.ts';

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
 * Carries room changes from the transaction that made them to every node's
 * realtime hub, in commit order.
 */
export interface RoomEventBus {
  /** Called inside the change's transaction, before commit. */
  stage(tx: Executor, change: RoomChange): Promise<void>;
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
