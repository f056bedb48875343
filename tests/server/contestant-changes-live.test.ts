import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

describeOnEachDatabase('contestant changes, live', (h) => {
  it('sends an affected participant its own adjusted ballot, and nobody else’s to anyone', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 3 }));
    const [a, b, c] = [must(r.ids[0]), must(r.ids[1]), must(r.ids[2])];
    const [moved, emptied, bystander] = [r.participant(0), r.participant(1), r.participant(2)];
    await h.api.rank(r.roomId, moved.token, [b, c]);
    await h.api.rank(r.roomId, emptied.token, [b]);
    await h.api.rank(r.roomId, bystander.token, [a]);
    const admin = await h.connect(r.roomId, r.adminToken);
    const sockets = await Promise.all(
      [moved, emptied, bystander].map((p) => h.connect(r.roomId, p.token)),
    );
    const watcher = await h.connect(r.roomId);

    expect((await h.api.removeContestant(r.roomId, r.adminToken, b)).status).toBe(204);

    const [toMoved, toEmptied, toBystander] = await Promise.all(
      sockets.map((s) => s.waitFor(withEvent('contestant_removed'))),
    );
    const removed = { type: 'contestant_removed', contestantId: b };
    expect(toMoved?.events).toEqual([
      removed,
      {
        type: 'ballot_adjusted',
        participantId: moved.id,
        awardId: expect.any(String),
        awardName: 'Overall',
        contestantName: 'Project B',
        reason: 'removed',
        ballot: expect.objectContaining({
          participantId: moved.id,
          rankings: [{ contestantId: c, rank: 1, points: 3 }],
        }),
      },
    ]);
    expect(toEmptied?.events).toEqual([
      removed,
      {
        type: 'ballot_adjusted',
        participantId: emptied.id,
        awardId: expect.any(String),
        awardName: 'Overall',
        contestantName: 'Project B',
        reason: 'removed',
        ballot: null,
      },
    ]);
    expect(toBystander?.events).toEqual([removed]);

    const toAdmin = await admin.waitFor(withEvent('contestant_removed'));
    expect(toAdmin.events.map((e) => e.type)).toEqual([
      'contestant_removed',
      'ballot_adjusted',
      'ballot_adjusted',
      'totals',
    ]);
    const toPublic = await watcher.waitFor(withEvent('contestant_removed'));
    expect(toPublic.events).toEqual([
      removed,
      { type: 'totals', totals: { ballots: 2, participants: 3, contestants: 2 } },
    ]);

    // What each was sent of the removal names nobody else.
    const other = (s: (typeof sockets)[number]) => JSON.stringify(eventsOf(s));
    expect(other(must(sockets[0]))).not.toContain(emptied.id);
    expect(other(must(sockets[1]))).not.toContain(moved.id);
    expect(other(must(sockets[2]))).not.toContain(moved.id);
    expect(other(must(sockets[2]))).not.toContain(emptied.id);
    expect(JSON.stringify(eventsOf(watcher))).not.toContain('rankings');
  });

  it('sends an edit and a new order to everyone in the room', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const [a, b] = [must(r.ids[0]), must(r.ids[1])];
    const participant = await h.connect(r.roomId, r.participant(0).token);
    const watcher = await h.connect(r.roomId);

    const edited = await h.api.updateContestant(r.roomId, r.adminToken, a, {
      name: 'Renamed',
      blurb: 'New words',
    });
    for (const socket of [participant, watcher]) {
      const update = await socket.waitFor(withEvent('contestant_updated'));
      expect(update.events).toEqual([
        { type: 'contestant_updated', contestant: edited.body.contestant },
      ]);
    }

    await h.api.reorderContestants(r.roomId, r.adminToken, { contestantIds: [b, a] });
    for (const socket of [participant, watcher]) {
      const update = await socket.waitFor(withEvent('contestants_reordered'));
      expect(update.events).toEqual([{ type: 'contestants_reordered', contestantIds: [b, a] }]);
    }
  });
});
