import { describe, expect, it } from 'vitest';
import { contestant } from '#client/lib/live-room/room-state.test-support.ts';
import type { Contestant } from '#shared/api.ts';
import { availableInRoomOrder, orderChanged } from './room-order.ts';

const room = (...ids: string[]): Contestant[] => ids.map((id, index) => contestant(id, index + 1));

describe('orderChanged', () => {
  it('sees the organiser move a contestant', () => {
    expect(orderChanged(['a', 'b', 'c'], room('b', 'a', 'c'))).toBe(true);
  });

  it('does not call an addition or a removal a new order', () => {
    expect(orderChanged(['a', 'b', 'c'], room('a', 'c'))).toBe(false);
    expect(orderChanged(['a', 'b'], room('a', 'b', 'c'))).toBe(false);
  });
});

describe('availableInRoomOrder', () => {
  it('puts Available in the room order and leaves Your Rankings as ranked', () => {
    const lists = { available: ['a', 'b', 'd'], ranked: ['c'] };
    expect(availableInRoomOrder(lists, room('d', 'c', 'b', 'a'))).toEqual({
      available: ['d', 'b', 'a'],
      ranked: ['c'],
    });
  });

  it('returns the same lists when they are already in order', () => {
    const lists = { available: ['a', 'b'], ranked: [] };
    expect(availableInRoomOrder(lists, room('a', 'b'))).toBe(lists);
  });
});
