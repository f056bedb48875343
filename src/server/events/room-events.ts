/**
 * What travels between the layers when a room changes: the change and its
 * events, the bus that carries it, and the channel it crosses nodes on.
 * Services publish, repositories send the in-transaction notification, and
 * realtime delivers; each imports this module and none imports the others.
 */
import type { RoomEvent } from '#shared/protocol/messages.ts';

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
 * A change whose events a node no longer has (pruned from the change log
 * while its connection was down): its subscribers get fresh snapshots.
 */
export type RoomChangeNotice = RoomChange | { roomId: string; version: number; events: null };

export type RoomChangeListener = (change: RoomChangeNotice) => void;

/** A room change that moved the room's version. */
export type VersionedChange = { roomId: string; version: number; events: RoomEvent[] };

/** What a change's transaction offers the bus, before it commits. */
export type ChangeStaging = {
  /**
   * Sends `payload` on ROOM_EVENTS_CHANNEL from inside the change's
   * transaction: delivered only if it commits, and in commit order.
   */
  notify(payload: string): Promise<void>;
  /** Keeps a versioned change's events in the room change log, inside its transaction. */
  record(change: VersionedChange): Promise<void>;
};

/**
 * The room change log as the bus reads it (repositories/room-change-log.ts):
 * every versioned change, kept for a while, by room and version.
 */
export interface RoomChangeLog {
  /** One change, or undefined once it has been pruned. */
  read(roomId: string, version: number): Promise<VersionedChange | undefined>;
  /**
   * What each room changed after the version given, in version order; a room
   * whose log no longer holds every version since gets a notice without
   * events at its current version (its subscribers need fresh snapshots).
   */
  since(versions: ReadonlyMap<string, number>): Promise<RoomChangeNotice[]>;
  /** Forgets changes older than `keepMs`. */
  prune(keepMs: number): Promise<void>;
}

/** The room versions a subscriber of the bus has delivered, so that what it missed can be read. */
export type DeliveredVersions = () => ReadonlyMap<string, number>;

/**
 * How many phones' sockets each node holds, as the nodes of one cluster tell
 * one another (realtime/socket-balance.ts): `tell` this node's count, and
 * `heard` every other node's, by the node's id, as it arrives.
 */
export type NodeLoads = {
  tell(sockets: number): void;
  heard(listener: (node: string, sockets: number) => void): () => void;
};

/**
 * Carries room changes from the transaction that made them to every node's
 * realtime hub, in commit order.
 */
export interface RoomEventBus {
  /** The nodes' loads, on a bus that crosses nodes; none on one node alone. */
  readonly loads?: NodeLoads;
  /** Called inside the change's transaction, before commit. */
  stage(staging: ChangeStaging, change: RoomChange): Promise<void>;
  /** Called once the change's transaction has committed. */
  committed(change: RoomChange): void;
  /**
   * Called once ballots or joins in the room have committed: this node's hub
   * hears of it at once, other nodes' hubs at most every
   * ACTIVITY_INTERVAL_MS (they read the activity itself, so one word
   * stands for any number of changes).
   */
  activity(roomId: string): void;
  /**
   * Tells `listener` every change from now on. With `delivered`, a bus that
   * can miss changes (its connection dropped) reads what the listener's rooms
   * missed from the change log, and tells it that first.
   */
  subscribe(listener: RoomChangeListener, delivered?: DeliveredVersions): () => void;
  /**
   * Whether this node hears every room change now: false while a bus that
   * crosses nodes has lost its connection, or has not yet told what was
   * missed meanwhile (the node's screens may be stale, so it is not ready).
   */
  upToDate(): boolean;
  close(): Promise<void>;
}
