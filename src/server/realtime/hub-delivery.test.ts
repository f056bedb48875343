import { describe, expect, it, vi } from 'vitest';
import type { ActivityResponse } from '#shared/api.ts';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { ballot, results } from '../events/room-fixtures.test-support.ts';
import type { Viewer } from '../events/viewers.ts';
import { fakeSocket, quietLog, SNAPSHOT_ROOM } from './hub.test-support.ts';
import { RealtimeHub } from './hub.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';
import type { RoomViews } from './room-views.ts';

/*
 * The hub sends what the delivery policy (events/delivery-policy.ts)
 * decides, and closes whom it says: a room of one organiser, two
 * participants and a public screen, each change committed on the bus.
 */

const ROOM = 'room-1';
const TOTALS = { ballots: 0, participants: 2, contestants: 0 };
const ME = 'voter_1700000000000_abcdef';
const OTHER = 'voter_1700000000000_other1';

/** Every viewer's snapshot at version 1: the hub's reads, with nothing under test in them. */
const views: RoomViews = {
  snapshot: async (_roomId, viewer) => {
    const base = {
      type: 'snapshot' as const,
      protocolVersion: PROTOCOL_VERSION,
      version: 1,
      room: SNAPSHOT_ROOM,
      contestants: [],
      awards: [],
      results: null,
    };
    if (viewer.role === 'admin') {
      return { ...base, role: 'admin', recentBallots: [], totals: TOTALS };
    }
    if (viewer.role === 'participant') {
      return { ...base, role: 'participant', participantId: viewer.participantId };
    }
    return { ...base, role: 'public', totals: TOTALS };
  },
  activity: async (): Promise<ActivityResponse & { version: number }> => ({
    recentBallots: [],
    totals: TOTALS,
    version: 1,
  }),
};

/** A hub with the room's four screens subscribed, each holding its snapshot. */
async function roomOfFour() {
  const bus = createMemoryEventBus();
  const hub = new RealtimeHub(views, bus, quietLog);
  const screens = {
    admin: { viewer: { role: 'admin', adminId: 'a1' }, ...fakeSocket() },
    me: { viewer: { role: 'participant', participantId: ME, judge: true }, ...fakeSocket() },
    other: { viewer: { role: 'participant', participantId: OTHER }, ...fakeSocket() },
    public: { viewer: { role: 'public' }, ...fakeSocket() },
  } satisfies Record<string, { viewer: Viewer } & ReturnType<typeof fakeSocket>>;
  for (const screen of Object.values(screens)) {
    await hub.subscribe(screen.socket, ROOM, screen.viewer);
  }
  let version = 1;
  /** Commits a change at the next version and waits until the hub has flushed it. */
  const commit = async (...events: RoomEvent[]) => {
    version += 1;
    bus.committed({ roomId: ROOM, version, events });
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** The events of the updates a screen was sent after its snapshot. */
  const updates = (screen: { sent: { type: string; events?: RoomEvent[] }[] }) =>
    screen.sent.filter((m) => m.type === 'update').map((m) => m.events);
  return { hub, screens, commit, updates };
}

describe('the hub delivers as the delivery policy decides', () => {
  it('closes the judge’s socket on the change that revokes them, and tells only the organiser', async () => {
    const { hub, screens, commit, updates } = await roomOfFour();
    const revoked: RoomEvent = { type: 'judges_changed', revokedId: ME };
    await commit(revoked);
    expect(screens.me.closes).toEqual([CLOSE.judgeRevoked.code]);
    expect(updates(screens.me)).toEqual([]);
    expect(updates(screens.admin)).toEqual([[revoked]]);
    expect(screens.other.closes).toEqual([]);
    expect(updates(screens.other)).toEqual([]);
    expect(updates(screens.public)).toEqual([]);
    await hub.close();
  });

  it('closes the participant’s socket on its removal, and the others stay', async () => {
    const { hub, screens, commit } = await roomOfFour();
    await commit({ type: 'participant_removed', participantId: ME });
    expect(screens.me.closes).toEqual([CLOSE.participantRemoved.code]);
    expect(screens.other.closes).toEqual([]);
    expect(screens.admin.closes).toEqual([]);
    await hub.close();
  });

  it('closes the organiser’s socket on the change that revokes its secret', async () => {
    const { hub, screens, commit } = await roomOfFour();
    await commit({ type: 'admins_changed', revokedId: 'a1' });
    expect(screens.admin.closes).toEqual([CLOSE.adminRevoked.code]);
    expect(screens.me.closes).toEqual([]);
    await hub.close();
  });

  it('never sends a participant or the public what only the organisers see', async () => {
    const { hub, screens, commit, updates } = await roomOfFour();
    const held: RoomEvent = { type: 'results_held', results };
    const status: RoomEvent = { type: 'room_status', status: 'ended' };
    await commit(held, status);
    expect(updates(screens.admin)).toEqual([[held, status]]);
    expect(updates(screens.me)).toEqual([[status]]);
    expect(updates(screens.other)).toEqual([[status]]);
    expect(updates(screens.public)).toEqual([[status]]);
    await hub.close();
  });

  it('sends a participant its own adjusted ballot, and nobody else theirs', async () => {
    const { hub, screens, commit, updates } = await roomOfFour();
    const removed: RoomEvent = { type: 'contestant_removed', contestantId: 'c1' };
    const adjusted: RoomEvent = {
      type: 'ballot_adjusted',
      participantId: ME,
      awardId: 'award-1',
      awardName: 'Overall',
      contestantName: 'Project A',
      reason: 'removed',
      ballot,
    };
    await commit(removed, adjusted);
    expect(updates(screens.me)).toEqual([[removed, adjusted]]);
    expect(updates(screens.other)).toEqual([[removed]]);
    expect(updates(screens.public)).toEqual([[removed]]);
    expect(updates(screens.admin)).toEqual([[removed, adjusted]]);
    await hub.close();
  });

  it('sends nothing to a screen that may see none of a change, and its next update follows on', async () => {
    const { hub, screens, commit } = await roomOfFour();
    await commit({ type: 'ballot_saved', ballot });
    await commit({ type: 'room_status', status: 'ended' });
    await vi.waitFor(() =>
      expect(screens.other.sent.map((m) => [m.type, m.version])).toEqual([
        ['snapshot', 1],
        ['update', 3],
      ]),
    );
    // The update it skipped is not lost: the next one starts where its snapshot left it.
    expect(screens.other.sent[1]).toMatchObject({ baseVersion: 1 });
    await hub.close();
  });

  it('leaves the participants alone on ballots and counts, which only the watchers hear', async () => {
    const bus = createMemoryEventBus();
    const hub = new RealtimeHub(views, bus, quietLog);
    // A participant whose viewer counts how often the hub looks at it.
    let looked = 0;
    const participant = { participantId: OTHER } as { role: 'participant'; participantId: string };
    Object.defineProperty(participant, 'role', {
      enumerable: true,
      get: () => {
        looked += 1;
        return 'participant';
      },
    });
    const phone = fakeSocket();
    const admin = fakeSocket();
    await hub.subscribe(phone.socket, ROOM, participant);
    await hub.subscribe(admin.socket, ROOM, { role: 'admin', adminId: 'a1' });
    looked = 0;
    const saved: RoomEvent = { type: 'ballot_saved', ballot };
    bus.committed({
      roomId: ROOM,
      version: 2,
      events: [saved, { type: 'totals', totals: TOTALS }],
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(admin.sent.filter((m) => m.type === 'update')).toHaveLength(1);
    expect(looked).toBe(0);
    bus.committed({ roomId: ROOM, version: 3, events: [{ type: 'room_status', status: 'ended' }] });
    await vi.waitFor(() =>
      expect(phone.sent.at(-1)).toMatchObject({ type: 'update', baseVersion: 1, version: 3 }),
    );
    expect(looked).toBeGreaterThan(0);
    await hub.close();
  });
});
