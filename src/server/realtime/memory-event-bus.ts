import type { RoomChangeListener, RoomEventBus } from '../events/room-events.ts';

/** Delivers room changes within one process (embedded database, one node). */
export function createMemoryEventBus(): RoomEventBus {
  const listeners = new Set<RoomChangeListener>();
  return {
    async stage() {},
    committed(change) {
      for (const listener of listeners) listener(change);
    },
    activity(roomId) {
      this.committed({ roomId, version: null, events: [] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
