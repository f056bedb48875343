import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import {
  type AdminSnapshot,
  CLOSE,
  type ParticipantSnapshot,
  type RoomEvent,
  type ServerMessage,
  type UpdateMessage,
} from '#shared/protocol.ts';
import { ApiClient, setUpRoom } from './support/api-client.ts';
import { type Closed, RealtimeClient } from './support/realtime-client.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Event<T extends RoomEvent['type']> = Extract<RoomEvent, { type: T }>;
/** What a voter may hear of, in the order the tests make it happen. */
const PUBLIC_TYPES = ['contestant_added', 'room_status', 'results_published'];

const isAdminSnapshot = (m: ServerMessage): m is AdminSnapshot =>
  m.type === 'snapshot' && m.role === 'admin';
const isParticipantSnapshot = (m: ServerMessage): m is ParticipantSnapshot =>
  m.type === 'snapshot' && m.role === 'participant';
const isUpdate = (m: ServerMessage): m is UpdateMessage => m.type === 'update';

/** Matches an update holding an event of this type that passes `test`. */
function withEvent<T extends RoomEvent['type']>(type: T, test?: (e: Event<T>) => boolean) {
  return (m: ServerMessage): m is UpdateMessage =>
    isUpdate(m) && m.events.some((e) => e.type === type && (test?.(e as Event<T>) ?? true));
}

const totals = (ballots: number, participants: number, contestants: number) => ({
  type: 'totals',
  totals: { ballots, participants, contestants },
});
const ENDED = { type: 'room_status', status: 'ended' };
const published = (results: Results) => ({ type: 'results_published', results });

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing test fixture');
  return value;
}

/** How the server closed the socket, or 'still open' after two seconds. */
function closedOf(client: RealtimeClient): Promise<Closed | 'still open'> {
  const open = new Promise<'still open'>((resolve) => setTimeout(resolve, 2000, 'still open'));
  return Promise.race([client.closed, open]);
}

function expectAbsent(text: string, secrets: string[]): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

function eventsOf(client: RealtimeClient): RoomEvent[] {
  return client.messages.filter(isUpdate).flatMap((m) => m.events);
}

/** The room version a message carries (a pong carries none). */
function versionOf(message: ServerMessage | undefined): number | undefined {
  return message && message.type !== 'pong' ? message.version : undefined;
}

/** Every update applies on top of the version of the message sent just before it. */
function expectVersionChain(client: RealtimeClient): void {
  const messages = client.messages.filter((m) => m.type !== 'pong');
  expect(messages[0]?.type).toBe('snapshot');
  messages.slice(1).forEach((message, i) => {
    if (message.type === 'update') expect(message.baseVersion).toBe(messages[i]?.version);
    expect(message.version).toBeGreaterThanOrEqual(messages[i]?.version ?? 0);
  });
}

describe.each(databaseKinds)('realtime hub [%s]', (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const clients: RealtimeClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = new ApiClient(server.baseUrl);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => server.close());

  async function connect(roomId: string, token: string): Promise<RealtimeClient> {
    const client = await RealtimeClient.subscribe(server.wsUrl, roomId, token);
    clients.push(client);
    await client.waitFor((m) => m.type === 'snapshot');
    return client;
  }

  /** A room with contestants and voters, and its ids at hand. */
  async function room(contestants: number, voters: number) {
    const setup = await setUpRoom(api, { contestants, voters });
    const ids = setup.contestants.map((c) => c.id);
    return { ...setup, roomId: setup.room.id, ids, voter: (i: number) => must(setup.voters[i]) };
  }

  it('gives the admin a snapshot of participants, totals, recent ballots and contestants', async () => {
    const r = await room(2, 2);
    const [a, b] = [must(r.ids[0]), must(r.ids[1])];
    await api.rank(r.roomId, r.voter(0).token, [b, a]);
    const admin = await connect(r.roomId, r.adminToken);
    const snapshot = must(admin.messages.find(isAdminSnapshot));
    // Version 1 at creation, then 2 contestants, 2 joins and 1 ballot.
    expect(snapshot).toMatchObject({ protocolVersion: 1, version: 6, results: null });
    expect(snapshot.room).toEqual(r.room);
    expect(snapshot.contestants).toEqual(r.contestants);
    expect(snapshot.totals).toEqual(totals(1, 2, 2).totals);
    const joined = snapshot.participants.map((p) => [p.id, p.name]);
    expect(joined.sort()).toEqual(r.voters.map((v) => [v.participantId, v.participantName]).sort());
    const [ballot, ...more] = snapshot.recentBallots;
    expect(more).toEqual([]);
    expect(ballot).toMatchObject({
      participantId: r.voter(0).participantId,
      participantName: 'Voter 1',
    });
    expect(ballot?.rankings).toEqual([
      { contestantId: b, rank: 1, points: 3 },
      { contestantId: a, rank: 2, points: 2 },
    ]);
    expectAbsent(JSON.stringify(snapshot), [r.adminToken, r.voter(0).token, r.voter(1).token]);
    await api.addContestant(r.roomId, r.adminToken, { name: 'Late', blurb: 'x' });
    expect(await admin.waitFor(isUpdate)).toMatchObject({ baseVersion: 6, version: 7 });
  });

  it("gives a voter a snapshot with no participants, ballots, totals, tokens or other voters' data", async () => {
    const r = await room(2, 2);
    const [me, other] = [r.voter(0), r.voter(1)];
    await api.rank(r.roomId, other.token, [must(r.ids[0])]);
    await api.rank(r.roomId, me.token, [must(r.ids[1])]);
    const voter = await connect(r.roomId, me.token);
    const snapshot = must(voter.messages.find(isParticipantSnapshot));
    const keys = 'contestants participantId protocolVersion results role room type version'.split(
      ' ',
    );
    expect(Object.keys(snapshot).sort()).toEqual(keys);
    expect(snapshot).toMatchObject({ participantId: me.participantId, version: 7, results: null });
    expect(snapshot.room).toEqual(r.room);
    expect(snapshot.contestants).toEqual(r.contestants);
    const text = JSON.stringify(snapshot);
    expectAbsent(text, [
      me.token,
      other.token,
      r.adminToken,
      other.participantId,
      other.participantName,
    ]);
  });

  it('tells the admin live about joins, ballots, resets, removals, contestants and the end', async () => {
    const r = await room(2, 1);
    const admin = await connect(r.roomId, r.adminToken);
    let seen = 1;
    /** The events of the next update, after the last one checked, holding this type. */
    const next = async (type: RoomEvent['type']) => {
      const found = await admin.waitFor(withEvent(type), { from: seen });
      seen = admin.messages.indexOf(found) + 1;
      return found.events;
    };
    const joined = await api.join({ code: r.room.code, name: 'Zed' });
    const zed = { participantId: joined.body.participant.id, token: joined.body.participantToken };
    const participant = expect.objectContaining({
      id: zed.participantId,
      name: 'Zed',
    });
    expect(await next('participant_joined')).toEqual([
      { type: 'participant_joined', participant },
      totals(0, 2, 2),
    ]);

    const saved = await api.rank(r.roomId, zed.token, [must(r.ids[0])]);
    const ballotSaved = { type: 'ballot_saved', ballot: saved.body.ballot };
    expect(await next('ballot_saved')).toEqual([ballotSaved, totals(1, 2, 2)]);

    await api.resetBallot(r.roomId, zed.token);
    const ballotDeleted = { type: 'ballot_deleted', participantId: zed.participantId };
    expect(await next('ballot_deleted')).toEqual([ballotDeleted, totals(0, 2, 2)]);

    await api.rank(r.roomId, zed.token, [must(r.ids[1])]);
    expect(await next('ballot_saved')).toContainEqual(totals(1, 2, 2));
    await api.removeParticipant(r.roomId, r.adminToken, zed.participantId);
    expect(await next('participant_removed')).toEqual([
      { type: 'participant_removed', participantId: zed.participantId },
      ballotDeleted,
      totals(0, 1, 2),
    ]);

    const added = await api.addContestant(r.roomId, r.adminToken, { name: 'New', blurb: 'y' });
    const contestantAdded = { type: 'contestant_added', contestant: added.body.contestant };
    expect(await next('contestant_added')).toEqual([contestantAdded, totals(0, 1, 3)]);

    const finished = await api.finish(r.roomId, r.adminToken);
    expect(await next('results_published')).toEqual([ENDED, published(finished.body.results)]);
    expectVersionChain(admin);
  });

  it("tells voters about contestants and the end, never about ballots, participants or other voters' names", async () => {
    const r = await room(2, 2);
    const [v1, v2] = [r.voter(0), r.voter(1)];
    const [c1, c2] = [must(r.ids[0]), must(r.ids[1])];
    const admin = await connect(r.roomId, r.adminToken);
    const voters = [await connect(r.roomId, v1.token), await connect(r.roomId, v2.token)];

    const sam = await api.join({ code: r.room.code, name: 'Secret Sam' });
    await api.rank(r.roomId, v2.token, [c1, c2]);
    await api.rank(r.roomId, v1.token, [c2]);
    await api.resetBallot(r.roomId, v2.token);
    await api.rank(r.roomId, sam.body.participantToken, [c1]);
    await api.removeParticipant(r.roomId, r.adminToken, sam.body.participant.id);
    await admin.waitFor(withEvent('participant_removed'));
    const added = await api.addContestant(r.roomId, r.adminToken, { name: 'Fresh', blurb: 'z' });
    for (const voter of voters) {
      const update = await voter.waitFor(withEvent('contestant_added'));
      expect(update.events).toEqual([
        { type: 'contestant_added', contestant: added.body.contestant },
      ]);
    }
    const finished = await api.finish(r.roomId, r.adminToken);
    for (const voter of voters) {
      const ended = await voter.waitFor(withEvent('results_published'));
      expect(ended.events).toEqual([ENDED, published(finished.body.results)]);
      expect(eventsOf(voter).map((e) => e.type)).toEqual(PUBLIC_TYPES);
      expectVersionChain(voter);
    }
    const all = JSON.stringify(voters.flatMap((v) => v.messages));
    expectAbsent(all, ['Secret Sam', sam.body.participant.id, 'Voter 1', 'Voter 2']);
    expectAbsent(all, [v1.token, v2.token, sam.body.participantToken, r.adminToken]);
    expectAbsent(JSON.stringify(voters[0]?.messages), [v2.participantId]);
    expectAbsent(JSON.stringify(voters[1]?.messages), [v1.participantId]);
  });

  it('chains versions for both roles when voters skip admin-only changes', async () => {
    const r = await room(1, 2);
    const admin = await connect(r.roomId, r.adminToken);
    const voter = await connect(r.roomId, r.voter(0).token);
    for (let round = 0; round < 3; round++) {
      const from = admin.messages.length;
      await api.rank(r.roomId, r.voter(1).token, [must(r.ids[0])]);
      await admin.waitFor(withEvent('ballot_saved'), { from });
      const [adminFrom, voterFrom] = [admin.messages.length, voter.messages.length];
      await api.addContestant(r.roomId, r.adminToken, { name: `Round ${round}`, blurb: 'r' });
      await voter.waitFor(withEvent('contestant_added'), { from: voterFrom });
      await admin.waitFor(withEvent('contestant_added'), { from: adminFrom });
    }
    expect(admin.messages.filter(isUpdate)).toHaveLength(6);
    expect(voter.messages.filter(isUpdate)).toHaveLength(3);
    expectVersionChain(admin);
    expectVersionChain(voter);
    expect(versionOf(voter.messages.at(-1))).toBe(versionOf(admin.messages.at(-1)));
  });

  it('answers a resync with a fresh snapshot at the current version', async () => {
    const r = await room(1, 1);
    const admin = await connect(r.roomId, r.adminToken);
    const voter = await connect(r.roomId, r.voter(0).token);
    await api.rank(r.roomId, r.voter(0).token, [must(r.ids[0])]);
    const latest = await admin.waitFor(withEvent('ballot_saved'));
    admin.send({ type: 'resync' });
    voter.send({ type: 'resync' });
    const adminAgain = await admin.waitFor(isAdminSnapshot, { from: 1 });
    expect(adminAgain.version).toBe(latest.version);
    expect(adminAgain.totals).toEqual(totals(1, 1, 1).totals);
    expect(adminAgain.recentBallots.map((b) => b.participantId)).toEqual([
      r.voter(0).participantId,
    ]);
    // The voter was sent nothing for the ballot, yet its fresh snapshot is current.
    const voterAgain = await voter.waitFor(isParticipantSnapshot, { from: 1 });
    expect(voterAgain.version).toBe(latest.version);
    await api.addContestant(r.roomId, r.adminToken, { name: 'After', blurb: 'a' });
    const next = await voter.waitFor(withEvent('contestant_added'));
    expect(next.baseVersion).toBe(latest.version);
    expectVersionChain(admin);
    expectVersionChain(voter);
  });

  it('closes a removed voter with 4410, keeps the others, and refuses the token afterwards', async () => {
    const r = await room(1, 2);
    const removed = await connect(r.roomId, r.voter(0).token);
    const staying = await connect(r.roomId, r.voter(1).token);
    await api.removeParticipant(r.roomId, r.adminToken, r.voter(0).participantId);
    expect(await closedOf(removed)).toEqual(CLOSE.participantRemoved);
    await api.addContestant(r.roomId, r.adminToken, { name: 'Still on', blurb: 's' });
    await staying.waitFor(withEvent('contestant_added'));
    expect(removed.messages.map((m) => m.type)).toEqual(['snapshot']);
    const again = await RealtimeClient.subscribe(server.wsUrl, r.roomId, r.voter(0).token);
    expect(await closedOf(again)).toEqual(CLOSE.forbidden);
  });

  it('coalesces a burst of 30 ballots into far fewer admin updates', async () => {
    const r = await room(3, 30);
    const admin = await connect(r.roomId, r.adminToken);
    const responses = await Promise.all(
      r.voters.map((v, i) => api.rank(r.roomId, v.token, [must(r.ids[i % 3])])),
    );
    expect(responses.map((response) => response.status)).toEqual(r.voters.map(() => 200));
    await admin.waitFor(withEvent('totals', (e) => e.totals.ballots === 30));
    const updates = admin.messages.filter(isUpdate);
    expect(updates.length).toBeLessThanOrEqual(15);
    for (const update of updates) {
      const saved = update.events.filter((e) => e.type === 'ballot_saved');
      expect(saved.length).toBeLessThanOrEqual(RECENT_ACTIVITY_LIMIT);
      expect(update.events.filter((e) => e.type === 'totals')).toHaveLength(1);
    }
    expect(updates.at(-1)?.events.at(-1)).toEqual(totals(30, 30, 3));
    expect(updates.at(-1)?.version).toBe((versionOf(admin.messages[0]) ?? 0) + 30);
    expectVersionChain(admin);
    admin.send({ type: 'resync' });
    const fresh = await admin.waitFor(isAdminSnapshot, { from: 1 });
    expect(fresh.totals).toEqual(totals(30, 30, 3).totals);
    expect(fresh.recentBallots).toHaveLength(RECENT_ACTIVITY_LIMIT);
    const times = fresh.recentBallots.map((b) => b.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('publishes the results to every admin and voter of the room, and to no other room', async () => {
    const r = await room(2, 2);
    const elsewhere = await room(1, 1);
    await api.rank(r.roomId, r.voter(0).token, [must(r.ids[1])]);
    const tokens = [r.adminToken, r.adminToken, r.voter(0).token, r.voter(1).token];
    const everyone = await Promise.all(tokens.map((token) => connect(r.roomId, token)));
    const outsider = await connect(elsewhere.roomId, elsewhere.voter(0).token);
    const finished = await api.finish(r.roomId, r.adminToken);
    expect(finished.body.results.winnerId).toBe(r.ids[1]);
    for (const client of everyone) {
      const update = await client.waitFor(withEvent('results_published'));
      expect(update.events).toEqual([ENDED, published(finished.body.results)]);
    }
    await api.addContestant(elsewhere.roomId, elsewhere.adminToken, { name: 'Own', blurb: 'o' });
    await outsider.waitFor(withEvent('contestant_added'));
    expect(eventsOf(outsider).map((e) => e.type)).toEqual(['contestant_added']);
  });
});
