import { expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import {
  closedWithin,
  expectAbsent,
  expectVersionChain,
  isAdminSnapshot,
  isParticipantSnapshot,
  isUpdate,
  withEvent,
} from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

const totals = (ballots: number, participants: number, contestants: number) => ({
  ballots,
  participants,
  contestants,
});

describeOnEachDatabase('realtime snapshots', (h) => {
  /** A room with contestants and participants, and its ids at hand. */
  const room = async (contestants: number, participants: number) =>
    atHand(await h.setUpRoom({ contestants, participants }));

  it('gives the admin a snapshot of totals, recent ballots and contestants, without the list of participants', async () => {
    const r = await room(2, 2);
    const [a, b] = [must(r.ids[0]), must(r.ids[1])];
    await h.api.rank(r.roomId, r.participant(0).token, [b, a]);
    const admin = await h.connect(r.roomId, r.adminToken);
    const snapshot = must(admin.messages.find(isAdminSnapshot));
    // Version 1 at creation, then 2 contestants; joins and ballots are activity, not versions.
    expect(snapshot).toMatchObject({
      protocolVersion: PROTOCOL_VERSION,
      version: 3,
      results: null,
    });
    expect(snapshot).not.toHaveProperty('participants');
    expect(snapshot.room).toEqual(r.room);
    expect(snapshot.contestants).toEqual(r.contestants);
    expect(snapshot.totals).toEqual(totals(1, 2, 2));
    const [ballot, ...more] = snapshot.recentBallots;
    expect(more).toEqual([]);
    expect(ballot).toMatchObject({
      participantId: r.participant(0).id,
      participantName: 'Participant 1',
    });
    expect(ballot?.rankings).toEqual([
      { contestantId: b, rank: 1, points: 3 },
      { contestantId: a, rank: 2, points: 2 },
    ]);
    expectAbsent(JSON.stringify(snapshot), [
      r.adminToken,
      r.participant(0).token,
      r.participant(1).token,
    ]);
    await h.api.addContestant(r.roomId, r.adminToken, { name: 'Late', blurb: 'x' });
    expect(await admin.waitFor(isUpdate)).toMatchObject({ baseVersion: 3, version: 4 });
  });

  it("gives a participant a snapshot with no participants, ballots, totals, tokens or other participants' data", async () => {
    const r = await room(2, 2);
    const [me, other] = [r.participant(0), r.participant(1)];
    await h.api.rank(r.roomId, other.token, [must(r.ids[0])]);
    await h.api.rank(r.roomId, me.token, [must(r.ids[1])]);
    const participant = await h.connect(r.roomId, me.token);
    const snapshot = must(participant.messages.find(isParticipantSnapshot));
    const keys =
      'awards contestants participantId protocolVersion results role room type version'.split(' ');
    expect(Object.keys(snapshot).sort()).toEqual(keys);
    expect(snapshot).toMatchObject({ participantId: me.id, version: 3, results: null });
    expect(snapshot.room).toEqual(r.room);
    expect(snapshot.contestants).toEqual(r.contestants);
    const text = JSON.stringify(snapshot);
    expectAbsent(text, [me.token, other.token, r.adminToken, other.id, other.name]);
  });

  it('answers a resync with a fresh snapshot at the current version', async () => {
    const r = await room(1, 1);
    const admin = await h.connect(r.roomId, r.adminToken);
    const participant = await h.connect(r.roomId, r.participant(0).token);
    await h.api.rank(r.roomId, r.participant(0).token, [must(r.ids[0])]);
    const latest = await admin.waitFor(withEvent('ballot_saved'));
    admin.send({ type: 'resync' });
    participant.send({ type: 'resync' });
    const adminAgain = await admin.waitFor(isAdminSnapshot, { from: 1 });
    expect(adminAgain.version).toBe(latest.version);
    expect(adminAgain.totals).toEqual(totals(1, 1, 1));
    expect(adminAgain.recentBallots.map((b) => b.participantId)).toEqual([r.participant(0).id]);
    // The participant was sent nothing for the ballot, yet its fresh snapshot is current.
    const participantAgain = await participant.waitFor(isParticipantSnapshot, { from: 1 });
    expect(participantAgain.version).toBe(latest.version);
    await h.api.addContestant(r.roomId, r.adminToken, { name: 'After', blurb: 'a' });
    const next = await participant.waitFor(withEvent('contestant_added'));
    expect(next.baseVersion).toBe(latest.version);
    expectVersionChain(admin.messages);
    expectVersionChain(participant.messages);
  });

  it('closes a removed participant with 4410, keeps the others, and refuses the token afterwards', async () => {
    const r = await room(1, 2);
    const removed = await h.connect(r.roomId, r.participant(0).token);
    const staying = await h.connect(r.roomId, r.participant(1).token);
    await h.api.removeParticipant(r.roomId, r.adminToken, r.participant(0).id);
    expect(await closedWithin(removed)).toEqual(CLOSE.participantRemoved);
    await h.api.addContestant(r.roomId, r.adminToken, { name: 'Still on', blurb: 's' });
    await staying.waitFor(withEvent('contestant_added'));
    expect(removed.messages.map((m) => m.type)).toEqual(['snapshot']);
    const again = await h.subscribe(r.roomId, r.participant(0).token);
    expect(await closedWithin(again)).toEqual(CLOSE.forbidden);
  });
});
