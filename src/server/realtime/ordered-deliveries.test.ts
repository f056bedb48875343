import { describe, expect, it } from 'vitest';
import type { RoomChangeNotice } from '../events/room-events.ts';
import { OrderedDeliveries } from './ordered-deliveries.ts';

const change = (version: number): RoomChangeNotice => ({ roomId: 'r', version, events: [] });

function deferred() {
  let resolve: (changes: readonly RoomChangeNotice[]) => void = () => {};
  const promise = new Promise<readonly RoomChangeNotice[]>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ordered deliveries', () => {
  it('tells changes at once while nothing is being read', () => {
    const told: RoomChangeNotice[] = [];
    const deliveries = new OrderedDeliveries((c) => told.push(c));
    deliveries.push([change(1), change(2)]);
    expect(told.map((c) => c.version)).toEqual([1, 2]);
  });

  it('holds changes that arrive behind one being read, and tells all in arrival order', async () => {
    const told: RoomChangeNotice[] = [];
    const deliveries = new OrderedDeliveries((c) => told.push(c));
    deliveries.push([change(1)]);
    const spilled = deferred();
    deliveries.push(spilled.promise);
    deliveries.push([change(3)]);
    const caughtUp = deferred();
    deliveries.push(caughtUp.promise);
    deliveries.push([change(6)]);
    expect(told.map((c) => c.version)).toEqual([1]);
    expect(deliveries.waiting()).toBe(4);

    caughtUp.resolve([change(4), change(5)]);
    await caughtUp.promise;
    await Promise.resolve();
    expect(told.map((c) => c.version)).toEqual([1]);

    spilled.resolve([change(2)]);
    await spilled.promise;
    await Promise.resolve();
    expect(told.map((c) => c.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(deliveries.waiting()).toBe(0);
  });
});
