import { expect, it } from 'vitest';
import type { Results } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import {
  eventsOf,
  expectAbsent,
  expectVersionChain,
  isAdminSnapshot,
  isUpdate,
  versionOf,
  withEvent,
} from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

/** What a participant may hear of, in the order the tests make it happen. */
const PUBLIC_TYPES = ['contestant_added', 'room_status', 'results_published'];

const totals = (ballots: number, participants: number, contestants: number) => ({
  type: 'totals',
  totals: { ballots, participants, contestants },
});
const ENDED = { type: 'room_status', status: 'ended' };
const published = (results: Results) => ({ type: 'results_published', results });

describeOnEachDatabase('realtime updates', (h) => {
  /** A room with contestants and participants, and its ids at hand. */
  const room = async (contestants: number, participants: number) =>
    atHand(await h.setUpRoom({ contestants, participants }));

  it('tells the admin live about joins, ballots, resets, removals, contestants and the end', async () => {
    const r = await room(2, 1);
    const admin = await h.connect(r.roomId, r.adminToken);
    let seen = 1;
    /** The events of the next update, after the last one checked, holding this type. */
    const next = async (type: RoomEvent['type']) => {
      const found = await admin.waitFor(withEvent(type), { from: seen });
      seen = admin.messages.indexOf(found) + 1;
      return found.events;
    };
    const joined = await h.api.join({ code: r.room.code, name: 'Zed' });
    const zed = { participantId: joined.body.participant.id, token: joined.body.participantToken };
    // A join reaches the dashboard as the count of participants.
    expect(await next('totals')).toEqual([totals(0, 2, 2)]);

    const saved = await h.api.rank(r.roomId, zed.token, [must(r.ids[0])]);
    // The organiser sees the ballot, never its receipt or salt (its participant's alone).
    const { receipt, salt, ...ballot } = must(saved.body.ballot ?? undefined);
    expect(receipt).toBeTypeOf('string');
    expect(salt).toBeTypeOf('string');
    const ballotSaved = { type: 'ballot_saved', ballot };
    expect(await next('ballot_saved')).toEqual([ballotSaved, totals(1, 2, 2)]);

    await h.api.resetBallot(r.roomId, zed.token);
    const ballotDeleted = {
      type: 'ballot_deleted',
      participantId: zed.participantId,
      awardId: expect.any(String),
    };
    expect(await next('ballot_deleted')).toEqual([ballotDeleted, totals(0, 2, 2)]);

    await h.api.rank(r.roomId, zed.token, [must(r.ids[1])]);
    expect(await next('ballot_saved')).toContainEqual(totals(1, 2, 2));
    await h.api.removeParticipant(r.roomId, r.adminToken, zed.participantId);
    expect(await next('participant_removed')).toEqual([
      { type: 'participant_removed', participantId: zed.participantId },
      ballotDeleted,
      totals(0, 1, 2),
    ]);

    const added = await h.api.addContestant(r.roomId, r.adminToken, { name: 'New', blurb: 'y' });
    const contestantAdded = { type: 'contestant_added', contestant: added.body.contestant };
    expect(await next('contestant_added')).toEqual([contestantAdded, totals(0, 1, 3)]);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(await next('results_published')).toEqual([ENDED, published(finished.body.results)]);
    expectVersionChain(admin.messages);
  });

  it("tells participants about contestants and the end, never about ballots, participants or other participants' names", async () => {
    const r = await room(2, 2);
    const [v1, v2] = [r.participant(0), r.participant(1)];
    const [c1, c2] = [must(r.ids[0]), must(r.ids[1])];
    const admin = await h.connect(r.roomId, r.adminToken);
    const participants = [await h.connect(r.roomId, v1.token), await h.connect(r.roomId, v2.token)];

    const sam = await h.api.join({ code: r.room.code, name: 'Secret Sam' });
    await h.api.rank(r.roomId, v2.token, [c1, c2]);
    await h.api.rank(r.roomId, v1.token, [c2]);
    await h.api.resetBallot(r.roomId, v2.token);
    await h.api.rank(r.roomId, sam.body.participantToken, [c1]);
    await h.api.removeParticipant(r.roomId, r.adminToken, sam.body.participant.id);
    await admin.waitFor(withEvent('participant_removed'));
    const added = await h.api.addContestant(r.roomId, r.adminToken, { name: 'Fresh', blurb: 'z' });
    for (const participant of participants) {
      const update = await participant.waitFor(withEvent('contestant_added'));
      expect(update.events).toEqual([
        { type: 'contestant_added', contestant: added.body.contestant },
      ]);
    }
    const finished = await h.api.finish(r.roomId, r.adminToken);
    for (const participant of participants) {
      const ended = await participant.waitFor(withEvent('results_published'));
      expect(ended.events).toEqual([ENDED, published(finished.body.results)]);
      expect(eventsOf(participant).map((e) => e.type)).toEqual(PUBLIC_TYPES);
      expectVersionChain(participant.messages);
    }
    const all = JSON.stringify(participants.flatMap((v) => v.messages));
    expectAbsent(all, ['Secret Sam', sam.body.participant.id, 'Participant 1', 'Participant 2']);
    expectAbsent(all, [v1.token, v2.token, sam.body.participantToken, r.adminToken]);
    expectAbsent(JSON.stringify(participants[0]?.messages), [v2.id]);
    expectAbsent(JSON.stringify(participants[1]?.messages), [v1.id]);
  });

  it('chains versions for both roles when participants skip admin-only changes', async () => {
    const r = await room(1, 2);
    const admin = await h.connect(r.roomId, r.adminToken);
    const participant = await h.connect(r.roomId, r.participant(0).token);
    for (let round = 0; round < 3; round++) {
      const from = admin.messages.length;
      await h.api.rank(r.roomId, r.participant(1).token, [must(r.ids[0])]);
      await admin.waitFor(withEvent('ballot_saved'), { from });
      const [adminFrom, participantFrom] = [admin.messages.length, participant.messages.length];
      await h.api.addContestant(r.roomId, r.adminToken, { name: `Round ${round}`, blurb: 'r' });
      await participant.waitFor(withEvent('contestant_added'), { from: participantFrom });
      await admin.waitFor(withEvent('contestant_added'), { from: adminFrom });
    }
    expect(admin.messages.filter(isUpdate)).toHaveLength(6);
    expect(participant.messages.filter(isUpdate)).toHaveLength(3);
    expectVersionChain(admin.messages);
    expectVersionChain(participant.messages);
    expect(versionOf(participant.messages.at(-1))).toBe(versionOf(admin.messages.at(-1)));
  });

  it('coalesces a burst of 30 ballots into far fewer admin updates', async () => {
    const r = await room(3, 30);
    const admin = await h.connect(r.roomId, r.adminToken);
    const responses = await Promise.all(
      r.participants.map((v, i) => h.api.rank(r.roomId, v.token, [must(r.ids[i % 3])])),
    );
    expect(responses.map((response) => response.status)).toEqual(r.participants.map(() => 200));
    await admin.waitFor(withEvent('totals', (e) => e.totals.ballots === 30));
    const updates = admin.messages.filter(isUpdate);
    expect(updates.length).toBeLessThanOrEqual(15);
    for (const update of updates) {
      const saved = update.events.filter((e) => e.type === 'ballot_saved');
      expect(saved.length).toBeLessThanOrEqual(RECENT_ACTIVITY_LIMIT);
      expect(update.events.filter((e) => e.type === 'totals')).toHaveLength(1);
    }
    expect(updates.at(-1)?.events.at(-1)).toEqual(totals(30, 30, 3));
    // Ballots are the room's activity: they do not move its version.
    expect(updates.at(-1)?.version).toBe(versionOf(admin.messages[0]));
    expectVersionChain(admin.messages);
    admin.send({ type: 'resync' });
    const fresh = await admin.waitFor(isAdminSnapshot, { from: 1 });
    expect(fresh.totals).toEqual(totals(30, 30, 3).totals);
    expect(fresh.recentBallots).toHaveLength(RECENT_ACTIVITY_LIMIT);
    const times = fresh.recentBallots.map((b) => b.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('publishes the results to every admin and participant of the room, and to no other room', async () => {
    const r = await room(2, 2);
    const elsewhere = await room(1, 1);
    await h.api.rank(r.roomId, r.participant(0).token, [must(r.ids[1])]);
    const tokens = [r.adminToken, r.adminToken, r.participant(0).token, r.participant(1).token];
    const everyone = await Promise.all(tokens.map((token) => h.connect(r.roomId, token)));
    const outsider = await h.connect(elsewhere.roomId, elsewhere.participant(0).token);
    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.body.results.winnerId).toBe(r.ids[1]);
    for (const client of everyone) {
      const update = await client.waitFor(withEvent('results_published'));
      expect(update.events).toEqual([ENDED, published(finished.body.results)]);
    }
    await h.api.addContestant(elsewhere.roomId, elsewhere.adminToken, { name: 'Own', blurb: 'o' });
    await outsider.waitFor(withEvent('contestant_added'));
    expect(eventsOf(outsider).map((e) => e.type)).toEqual(['contestant_added']);
  });
});
