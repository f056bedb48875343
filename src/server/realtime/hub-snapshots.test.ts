import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponse, Ballot } from '#shared/api.ts';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { ParticipantSnapshot, PublicSnapshot, RoomEvent } from '#shared/protocol/messages.ts';
import { ACTIVITY_INTERVAL_MS, type RoomChangeNotice } from '../events/room-events.ts';
import type { Viewer } from '../events/viewers.ts';
import { fakeSocket, quietLog, SNAPSHOT_ROOM } from './hub.test-support.ts';
import { RealtimeHub } from './hub.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';
import type { RoomViews } from './room-views.ts';

const ROOM = 'room-1';
const TOTALS = { ballots: 0, participants: 1, contestants: 2 };

const base = {
  type: 'snapshot' as const,
  protocolVersion: PROTOCOL_VERSION,
  room: SNAPSHOT_ROOM,
  contestants: [],
  awards: [],
  results: null,
};

/** The room's reads, counted, each snapshot read answered when the test says so. */
function countedViews(db: { version: number; removed: Set<string> }) {
  const reads = { snapshots: 0, activity: 0 };
  const waiting: (() => void)[] = [];
  const views: RoomViews = {
    snapshot: async (_roomId, viewer: Viewer) => {
      reads.snapshots += 1;
      const version = db.version;
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (viewer.role === 'participant') {
        if (db.removed.has(viewer.participantId)) return 'participant-removed';
        const snapshot: ParticipantSnapshot = {
          ...base,
          version,
          role: 'participant',
          participantId: viewer.participantId,
        } as ParticipantSnapshot;
        return snapshot;
      }
      const snapshot: PublicSnapshot = { ...base, version, role: 'public', totals: TOTALS };
      return snapshot;
    },
    activity: async (): Promise<ActivityResponse & { version: number }> => {
      reads.activity += 1;
      return { recentBallots: [], totals: TOTALS, version: db.version };
    },
  };
  const answer = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { views, reads, answer };
}

const participant = (n: number): Viewer => ({
  role: 'participant',
  participantId: `p${n}`,
});

const log = quietLog;

/** A hub over the counted views, on a memory bus the test speaks on. */
function hubOver(db: { version: number; removed: Set<string> }) {
  const bus = createMemoryEventBus();
  const { views, reads, answer } = countedViews(db);
  return { hub: new RealtimeHub(views, bus, log), bus, reads, answer };
}

/** Participants p0 and p1 subscribing at once, once their shared read is under way. */
async function twoSubscribing(hub: RealtimeHub, reads: { snapshots: number }) {
  const first = fakeSocket();
  const second = fakeSocket();
  const subscribed = Promise.all([
    hub.subscribe(first.socket, ROOM, participant(0)),
    hub.subscribe(second.socket, ROOM, participant(1)),
  ]);
  await vi.waitFor(() => expect(reads.snapshots).toBe(1));
  return { first, second, subscribed };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the hub’s snapshots for a crowd', () => {
  it('reads the participants’ snapshot once for hundreds subscribing at once, each sent their own id', async () => {
    const { hub, reads, answer } = hubOver({ version: 3, removed: new Set<string>() });
    const phones = Array.from({ length: 500 }, () => fakeSocket());
    const subscribed = phones.map((phone, n) => hub.subscribe(phone.socket, ROOM, participant(n)));
    await vi.waitFor(() => expect(reads.snapshots).toBe(1));
    answer();
    await Promise.all(subscribed);
    expect(reads.snapshots).toBe(1);
    phones.forEach((phone, n) => {
      expect(phone.sent).toHaveLength(1);
      expect(phone.sent[0]).toMatchObject({ type: 'snapshot', version: 3, participantId: `p${n}` });
    });
    await hub.close();
  });

  it('reads again for those who subscribe after a change the read under way predates', async () => {
    const db = { version: 3, removed: new Set<string>() };
    const { hub, bus, reads, answer } = hubOver(db);
    const early = fakeSocket();
    const late = fakeSocket();
    const first = hub.subscribe(early.socket, ROOM, participant(1));
    await vi.waitFor(() => expect(reads.snapshots).toBe(1));
    db.version = 4;
    bus.committed({ roomId: ROOM, version: 4, events: [{ type: 'room_status', status: 'ended' }] });
    const second = hub.subscribe(late.socket, ROOM, participant(2));
    await vi.waitFor(() => expect(reads.snapshots).toBe(2));
    answer();
    await Promise.all([first, second]);
    // The early phone's snapshot (version 3) is followed by the change it missed.
    await vi.waitFor(() =>
      expect(early.sent.map((m) => [m.type, m.version])).toEqual([
        ['snapshot', 3],
        ['update', 4],
      ]),
    );
    expect(late.sent.map((m) => [m.type, m.version])).toEqual([['snapshot', 4]]);
    await hub.close();
  });

  it('closes the participant the shared read refuses, and the others still get theirs', async () => {
    const { hub, reads, answer } = hubOver({ version: 2, removed: new Set(['p0']) });
    const { first: removed, second: kept, subscribed } = await twoSubscribing(hub, reads);
    answer();
    // The refused read's followers read their own.
    await vi.waitFor(() => expect(reads.snapshots).toBe(2));
    answer();
    await subscribed;
    expect(removed.closes).toEqual([CLOSE.participantRemoved.code]);
    expect(kept.sent).toMatchObject([{ type: 'snapshot', version: 2, participantId: 'p1' }]);
    await hub.close();
  });
});

describe('the participants’ snapshot as phones join', () => {
  it('is read once through joins and ballots, which phones do not see, and again after a change they do', async () => {
    const db = { version: 3, removed: new Set<string>() };
    const { hub, bus, reads, answer } = hubOver(db);
    const subscribe = async (n: number) => {
      const phone = fakeSocket();
      const subscribed = hub.subscribe(phone.socket, ROOM, participant(n));
      answer();
      await subscribed;
      return phone;
    };
    const committed = async (version: number, events: RoomEvent[]) => {
      db.version = version;
      bus.committed({ roomId: ROOM, version, events });
      // The hub hands on what arrived together on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = await subscribe(0);
    await committed(4, [{ type: 'totals', totals: { ...TOTALS, participants: 2 } }]);
    const ballot: Ballot = {
      id: 'b0',
      roomId: ROOM,
      awardId: 'award-1',
      participantId: 'p0',
      participantName: 'Zoe',
      judge: false,
      rankings: [],
      updatedAt: '',
    };
    await committed(5, [
      { type: 'ballot_saved', ballot },
      { type: 'totals', totals: { ...TOTALS, ballots: 1, participants: 2 } },
    ]);
    const joined = await subscribe(1);
    expect(reads.snapshots).toBe(1);
    expect(joined.sent).toMatchObject([{ type: 'snapshot', version: 5, participantId: 'p1' }]);
    expect(first.sent.map((m) => [m.type, m.version])).toEqual([['snapshot', 3]]);

    await committed(6, [{ type: 'room_status', status: 'ended' }]);
    const late = await subscribe(2);
    expect(reads.snapshots).toBe(2);
    expect(late.sent).toMatchObject([{ type: 'snapshot', version: 6, participantId: 'p2' }]);
    await hub.close();
  });
});

describe('the hub’s snapshots after missed changes', () => {
  it('reads each participant’s own, so that one the missed changes removed is closed', async () => {
    const db = { version: 2, removed: new Set<string>() };
    const { hub, bus, reads, answer } = hubOver(db);
    const { first: gone, second: stays, subscribed } = await twoSubscribing(hub, reads);
    answer();
    await subscribed;

    // The removal reaches this node as a version without its events, as the
    // PostgreSQL bus hands on a change too large to notify.
    db.version = 3;
    db.removed.add('p0');
    const notice: RoomChangeNotice = { roomId: ROOM, version: 3, events: null };
    bus.deliver(notice);
    await vi.waitFor(() => expect(reads.snapshots).toBe(3));
    answer();
    await vi.waitFor(() => expect(gone.closes).toEqual([CLOSE.participantRemoved.code]));
    await vi.waitFor(() =>
      expect(stays.sent.map((m) => [m.type, m.version])).toEqual([
        ['snapshot', 2],
        ['snapshot', 3],
      ]),
    );
    expect(gone.sent.map((m) => m.type)).toEqual(['snapshot']);
    await hub.close();
  });
});

describe('the hub’s activity reads', () => {
  it('reads no activity for a room only participants watch, and starts once a dashboard opens', async () => {
    vi.useFakeTimers();
    const { hub, bus, reads, answer } = hubOver({ version: 1, removed: new Set<string>() });
    const phones = Array.from({ length: 20 }, () => fakeSocket());
    const subscribed = phones.map((phone, n) => hub.subscribe(phone.socket, ROOM, participant(n)));
    answer();
    await Promise.all(subscribed);
    for (let n = 0; n < 50; n++) {
      bus.activity(ROOM);
      await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS);
    }
    expect(reads.activity).toBe(0);

    const screen = fakeSocket();
    const watching = hub.subscribe(screen.socket, ROOM, { role: 'public' });
    await vi.advanceTimersByTimeAsync(0);
    answer();
    await watching;
    bus.activity(ROOM);
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS * 2);
    expect(reads.activity).toBe(1);
    await hub.close();
  });
});
