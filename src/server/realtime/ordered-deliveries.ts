import type { RoomChangeNotice } from '../events/room-events.ts';

type Slot = { ready: boolean; changes: readonly RoomChangeNotice[] };

/**
 * Tells room changes in the order they arrived, although some must first be
 * read from the database (a change too large to notify, or what a node missed
 * while its connection was down): those after one being read wait for it.
 */
export class OrderedDeliveries {
  private readonly slots: Slot[] = [];

  constructor(private readonly tell: (change: RoomChangeNotice) => void) {}

  /** Changes to tell once every one before them has been; `changes` must not reject. */
  push(changes: readonly RoomChangeNotice[] | Promise<readonly RoomChangeNotice[]>): void {
    if (!(changes instanceof Promise)) {
      if (this.slots.length === 0) {
        for (const change of changes) this.tell(change);
      } else {
        this.slots.push({ ready: true, changes });
      }
      return;
    }
    const slot: Slot = { ready: false, changes: [] };
    this.slots.push(slot);
    void changes.then((read) => {
      slot.changes = read;
      slot.ready = true;
      this.drain();
    });
  }

  /** Changes queued behind one still being read. */
  waiting(): number {
    return this.slots.length;
  }

  private drain(): void {
    while (this.slots[0]?.ready) {
      const slot = this.slots.shift();
      for (const change of slot?.changes ?? []) this.tell(change);
    }
  }
}
