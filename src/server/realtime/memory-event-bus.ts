import type { RoomChangeListener, RoomChangeNotice, RoomEventBus } from '../events/room-events.ts';

export type MemoryEventBus = RoomEventBus & {
  /**
   * Hands every listener a notice, as a committed change does; also one
   * without its events, as the PostgreSQL bus hands on a change too large to
   * notify.
   */
  deliver(notice: RoomChangeNotice): void;
};

/** Delivers room changes within one process (embedded database, one node). */
export function createMemoryEventBus(): MemoryEventBus {
  const listeners = new Set<RoomChangeListener>();
  const deliver = (notice: RoomChangeNotice) => {
    for (const listener of listeners) listener(notice);
  };
  return {
    async stage() {},
    deliver,
    committed: deliver,
    activity(roomId) {
      deliver({ roomId, version: null, events: [] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // One process hears every change it makes.
    upToDate: () => true,
    async close() {
      listeners.clear();
    },
  };
}
