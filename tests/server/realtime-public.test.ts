import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.ts';
import {
  eventsOf,
  expectAbsent,
  expectVersionChain,
  isPublicSnapshot,
  withEvent,
} from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

const totals = (ballots: number, participants: number, contestants: number) => ({
  type: 'totals',
  totals: { ballots, participants, contestants },
});

describeOnEachDatabase('the public realtime subscription', (h) => {
  const room = async (contestants: number, participants: number) =>
    atHand(await h.setUpRoom({ contestants, participants }));

  it('gives a subscriber without a token turnout totals, the room and its contestants, no names', async () => {
    const r = await room(2, 2);
    await h.api.rank(r.roomId, r.participant(0).token, r.ids);
    const viewer = await h.connect(r.roomId);
    const snapshot = viewer.messages[0];
    if (!snapshot || !isPublicSnapshot(snapshot)) throw new Error('no public snapshot');
    expect(Object.keys(snapshot).sort()).toEqual(
      'awards contestants protocolVersion results role room totals type version'.split(' '),
    );
    expect(snapshot.room).toEqual(r.room);
    expect(snapshot.contestants).toEqual(r.contestants);
    expect(snapshot.results).toBeNull();
    expect(snapshot.totals).toEqual({ ballots: 1, participants: 2, contestants: 2 });
    const text = JSON.stringify(snapshot);
    expectAbsent(text, ['Participant 1', 'Participant 2', r.participant(0).id, 'rankings']);
    expectAbsent(text, [r.adminToken, r.participant(0).token]);
  });

  it('sends turnout counts over joins, ballots and removals, never who joined or what they ranked', async () => {
    const r = await room(2, 1);
    const viewer = await h.connect(r.roomId);
    const admin = await h.connect(r.roomId, r.adminToken);
    let seenByAdmin = 1;
    /** Waits until the admin, who hears of everything, has heard of this change. */
    const settled = async (type: 'totals' | 'ballot_saved' | 'ballot_deleted') => {
      const found = await admin.waitFor(withEvent(type), { from: seenByAdmin });
      seenByAdmin = admin.messages.indexOf(found) + 1;
    };

    const sam = await h.api.join({ code: r.room.code, name: 'Secret Sam' });
    const samToken = sam.body.participantToken;
    await settled('totals');
    await h.api.rank(r.roomId, samToken, [must(r.ids[1]), must(r.ids[0])]);
    await settled('ballot_saved');
    await h.api.rank(r.roomId, r.participant(0).token, [must(r.ids[0])]);
    await settled('ballot_saved');
    await h.api.resetBallot(r.roomId, r.participant(0).token);
    await settled('ballot_deleted');
    await h.api.removeParticipant(r.roomId, r.adminToken, sam.body.participant.id);
    await viewer.waitFor(withEvent('totals', (e) => e.totals.participants === 1));
    const added = await h.api.addContestant(r.roomId, r.adminToken, { name: 'Late', blurb: 'l' });
    await viewer.waitFor(withEvent('contestant_added'));

    expect(eventsOf(viewer)).toEqual([
      totals(0, 2, 2),
      totals(1, 2, 2),
      totals(2, 2, 2),
      totals(1, 2, 2),
      totals(0, 1, 2),
      { type: 'contestant_added', contestant: added.body.contestant },
      totals(0, 1, 3),
    ]);
    expectVersionChain(viewer.messages);
    const text = JSON.stringify(viewer.messages);
    expectAbsent(text, ['Secret Sam', 'Participant 1', sam.body.participant.id, 'rankings']);
    expectAbsent(text, [samToken, r.participant(0).token, r.adminToken]);
  });

  it('answers a resync with a fresh public snapshot', async () => {
    const r = await room(1, 1);
    const viewer = await h.connect(r.roomId);
    await h.api.rank(r.roomId, r.participant(0).token, r.ids);
    await viewer.waitFor(withEvent('totals', (e) => e.totals.ballots === 1));
    const from = viewer.messages.length;
    viewer.send({ type: 'resync' });
    const fresh = await viewer.waitFor(isPublicSnapshot, { from });
    expect(fresh.totals).toEqual({ ballots: 1, participants: 1, contestants: 1 });
  });

  it('tells the public of the end and of the results, as the spec shows them to everyone', async () => {
    const r = await room(2, 1);
    await h.api.rank(r.roomId, r.participant(0).token, [must(r.ids[1])]);
    const viewer = await h.connect(r.roomId);
    const { results } = (await h.api.finish(r.roomId, r.adminToken)).body;
    await viewer.waitFor(withEvent('results_published'));
    expect(eventsOf(viewer)).toEqual([
      { type: 'room_status', status: 'ended' },
      { type: 'results_published', results },
    ]);
    const again = await h.connect(r.roomId);
    expect(again.messages[0]).toMatchObject({ role: 'public', results, room: { status: 'ended' } });
  });
});
