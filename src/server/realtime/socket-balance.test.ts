import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { Viewer } from '../events/viewers.ts';
import { fakeSocket, quietLog } from './hub.test-support.ts';
import { handOffPhones } from './hub-rooms.ts';
import { newRoomChannel, type RoomChannel } from './room-channel.ts';
import {
  BALANCE_EVERY_MS,
  balanceSockets,
  CALM_MS,
  excessSockets,
  SETTLE_MS,
} from './socket-balance.ts';

describe('excessSockets', () => {
  it('is a node’s excess over the mean, when another node is as far under it', () => {
    // Three nodes took a fourth's phones; it is back with none.
    expect(excessSockets(13_333, [13_333, 13_334, 0])).toBe(3_333);
    expect(excessSockets(30, [0])).toBe(15);
  });

  it('is none within the tolerance, for a node under the mean, and on a node alone', () => {
    expect(excessSockets(10_500, [10_000, 9_500, 10_000])).toBe(0);
    expect(excessSockets(0, [13_333, 13_333, 13_334])).toBe(0);
    // Over the mean, but no node is far under it: moving would only stir them.
    expect(excessSockets(12_000, [9_500, 9_500, 9_000])).toBe(0);
    expect(excessSockets(15, [5])).toBe(0);
    expect(excessSockets(40_000, [])).toBe(0);
  });
});

describe('handOffPhones', () => {
  it('closes phones’ sockets with 4307, up to the count, and never a judge’s, an organiser’s or a screen’s', () => {
    const channel: RoomChannel = newRoomChannel();
    const add = (viewer: Viewer) => {
      const fake = fakeSocket();
      channel.subscribers.add({
        socket: fake.socket,
        roomId: 'room-1',
        viewer,
        version: 1,
        waiting: undefined,
        readyAt: 0,
      });
      return fake;
    };
    const kept = [
      add({ role: 'admin', adminId: 'a' }),
      add({ role: 'participant', participantId: 'j', judge: true }),
      add({ role: 'screen', screenId: 's' }),
      add({ role: 'public' }),
    ];
    const phones = [1, 2, 3, 4, 5].map((n) => add({ role: 'participant', participantId: `p${n}` }));
    const rooms = new Map([['room-1', channel]]);
    expect(handOffPhones(rooms, 3)).toBe(3);
    // A socket already closing is not counted again.
    expect(handOffPhones(rooms, 10)).toBe(2);
    expect(handOffPhones(rooms, 10)).toBe(0);
    expect(phones.map((p) => p.closes)).toEqual(phones.map(() => [CLOSE.moved.code]));
    expect(kept.map((k) => k.closes)).toEqual([[], [], [], []]);
  });
});

describe('balanceSockets', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  function aNode(options: {
    sockets: number;
    active?: () => boolean;
    perSecond?: number;
    settleMs?: number;
  }) {
    let held = options.sockets;
    const told: number[] = [];
    let hear: ((node: string, sockets: number) => void) | undefined;
    const handed: number[] = [];
    const balance = balanceSockets({
      loads: {
        tell: (sockets) => told.push(sockets),
        heard(listener) {
          hear = listener;
          return () => {
            hear = undefined;
          };
        },
      },
      sockets: () => held,
      handOff(count) {
        const closed = Math.min(count, held);
        held -= closed;
        handed.push(closed);
        return closed;
      },
      active: options.active ?? (() => true),
      log: quietLog,
      // A node is counted once it has spoken twice: the default waits on HAProxy's slowstart.
      settleMs: options.settleMs ?? BALANCE_EVERY_MS,
      perSecond: options.perSecond ?? 400,
    });
    return {
      balance,
      told,
      handed,
      held: () => held,
      add: (sockets: number) => {
        held += sockets;
      },
      hear: (node: string, sockets: number) => hear?.(node, sockets),
      listening: () => hear !== undefined,
    };
  }

  it('tells its load, then hands a settled node under the mean its share, a slice at a time', () => {
    const node = aNode({ sockets: 3_000 });
    vi.advanceTimersByTime(BALANCE_EVERY_MS);
    expect(node.told).toEqual([3_000]);
    // Just started: it weighs nothing while the cluster settles.
    for (let n = 1; n < CALM_MS / BALANCE_EVERY_MS; n++) {
      node.hear('back', 0);
      vi.advanceTimersByTime(BALANCE_EVERY_MS);
    }
    expect(node.handed).toEqual([]);
    // Calm now: 'back' has settled, 'late' not (heard but once), so the mean is 1,500.
    node.hear('late', 0);
    vi.advanceTimersByTime(BALANCE_EVERY_MS);
    // 400 a second: 40 every 100 ms, 1,500 in all.
    vi.advanceTimersByTime(10_000);
    expect(node.held()).toBe(1_500);
    expect(Math.max(...node.handed)).toBe(40);
    expect(node.handed.reduce((a, b) => a + b, 0)).toBe(1_500);
  });

  it('forgets a node it no longer hears of, and hands off nothing while it is not active', () => {
    const node = aNode({ sockets: 3_000 });
    node.hear('gone', 0);
    vi.advanceTimersByTime(3 * BALANCE_EVERY_MS + 100);
    // Heard of once: not a node to hand phones to.
    vi.advanceTimersByTime(10_000);
    expect(node.held()).toBe(3_000);

    let active = false;
    const idle = aNode({ sockets: 3_000, active: () => active });
    for (let n = 0; n < 5; n++) {
      idle.hear('back', 0);
      vi.advanceTimersByTime(BALANCE_EVERY_MS);
    }
    expect(idle.told).toEqual([]);
    expect(idle.held()).toBe(3_000);
    active = true;
    for (let n = 0; n <= CALM_MS / BALANCE_EVERY_MS; n++) {
      idle.hear('back', 0);
      vi.advanceTimersByTime(BALANCE_EVERY_MS);
    }
    vi.advanceTimersByTime(5_000);
    expect(idle.held()).toBe(1_500);
    expect(idle.told.length).toBeGreaterThan(0);
  });

  it('is calm again for a while after it was inactive (its database lost, say)', () => {
    let active = true;
    const node = aNode({ sockets: 3_000, active: () => active });
    const hearFor = (ms: number) => {
      for (let t = 0; t < ms; t += 1_000) {
        node.hear('back', 0);
        vi.advanceTimersByTime(1_000);
      }
    };
    hearFor(9_000);
    active = false;
    hearFor(1_000);
    active = true;
    hearFor(8_000);
    expect(node.handed).toEqual([]);
    hearFor(6_000);
    expect(node.held()).toBeLessThan(3_000);
  });

  it('hands a node back in the rotation nothing before HAProxy has given it its full weight', () => {
    const node = aNode({ sockets: 3_000, settleMs: SETTLE_MS });
    const hearFor = (ms: number) => {
      for (let t = 0; t < ms; t += 1_000) {
        node.hear('back', 0);
        vi.advanceTimersByTime(1_000);
      }
    };
    hearFor(SETTLE_MS - 1_000);
    expect(node.handed).toEqual([]);
    hearFor(4_000);
    expect(node.held()).toBeLessThan(3_000);
  });

  it('weighs nothing while its own count is still moving, as when a lost node’s phones arrive', () => {
    const node = aNode({ sockets: 2_000 });
    const hearFor = (ms: number, arriving: number) => {
      for (let t = 0; t < ms; t += 1_000) {
        node.hear('back', 0);
        node.add(arriving);
        vi.advanceTimersByTime(1_000);
      }
    };
    hearFor(CALM_MS + 4_000, 100);
    expect(node.handed).toEqual([]);
    hearFor(6_000, 0);
    expect(node.handed.length).toBeGreaterThan(0);
  });

  it('stops handing off and hearing when closed', () => {
    const node = aNode({ sockets: 3_000 });
    expect(node.listening()).toBe(true);
    node.balance.close();
    expect(node.listening()).toBe(false);
    vi.advanceTimersByTime(10 * BALANCE_EVERY_MS);
    expect(node.told).toEqual([]);
  });
});
