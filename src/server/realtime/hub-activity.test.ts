import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponse } from '#shared/api.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { PublicSnapshot } from '#shared/protocol/messages.ts';
import { ACTIVITY_INTERVAL_MS } from '../events/room-events.ts';
import { fakeSocket, quietLog, SNAPSHOT_ROOM } from './hub.test-support.ts';
import { RealtimeHub } from './hub.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';
import type { RoomViews } from './room-views.ts';

const ROOM = 'room-1';
const totals = (contestants: number) => ({ ballots: 0, participants: 1, contestants });

/** A room whose database is at `version`, with this many contestants counted. */
function room(version: number, contestants: number) {
  return { version, contestants };
}

function views(db: ReturnType<typeof room>): RoomViews {
  const snapshot: PublicSnapshot = {
    type: 'snapshot',
    protocolVersion: PROTOCOL_VERSION,
    version: 1,
    role: 'public',
    room: SNAPSHOT_ROOM,
    contestants: [],
    awards: [
      { id: 'a1', name: 'Overall', contestantIds: null, voters: 'everyone', judgesWeight: null },
    ],
    results: null,
    totals: totals(2),
  };
  return {
    snapshot: async () => snapshot,
    activity: async (): Promise<ActivityResponse & { version: number }> => ({
      recentBallots: [],
      totals: totals(db.contestants),
      version: db.version,
    }),
  };
}

const log = quietLog;

afterEach(() => {
  vi.useRealTimers();
});

describe('the hub’s live counts', () => {
  it('holds counts that include a change not yet delivered, and sends them after it', async () => {
    vi.useFakeTimers();
    const db = room(1, 2);
    const bus = createMemoryEventBus();
    const hub = new RealtimeHub(views(db), bus, log);
    const { socket, sent } = fakeSocket();
    await hub.subscribe(socket, ROOM, { role: 'public' });

    // A contestant is added (version 2) and a ballot lands; the activity read
    // runs before the change's notice has reached this node.
    db.version = 2;
    db.contestants = 3;
    bus.activity(ROOM);
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS);
    expect(sent.map((m) => m.type)).toEqual(['snapshot']);

    bus.committed({
      roomId: ROOM,
      version: 2,
      events: [{ type: 'contestant_removed', contestantId: 'c9' }],
    });
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS * 2);
    const events = sent.flatMap((m) => m.events ?? []);
    expect(events.map((e) => e.type)).toEqual(['contestant_removed', 'totals']);
    expect(events[1]).toEqual({ type: 'totals', totals: totals(3) });
    await hub.close();
  });

  it('sends the counts anyway after a few reads, so a lost notice never stalls them', async () => {
    vi.useFakeTimers();
    const db = room(5, 4);
    const bus = createMemoryEventBus();
    const hub = new RealtimeHub(views(db), bus, log);
    const { socket, sent } = fakeSocket();
    await hub.subscribe(socket, ROOM, { role: 'public' });
    bus.activity(ROOM);
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS * 6);
    expect(sent.flatMap((m) => m.events ?? [])).toEqual([{ type: 'totals', totals: totals(4) }]);
    await hub.close();
  });
});
