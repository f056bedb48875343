import { expect, it } from 'vitest';
import type { RankingEntry } from '#shared/api.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand, must } from './support/room-setup.ts';

/** A 1x1 PNG, pasted. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const entries = (ids: string[]): RankingEntry[] =>
  ids.map((contestantId, i) => ({ contestantId, rank: i + 1, points: 3 - i }));

describeOnEachDatabase('contestant changes', (h) => {
  async function listed(roomId: string, token: string) {
    const answer = await h.api.listContestants(roomId, token);
    expect(answer.status).toBe(200);
    return answer.body.contestants;
  }

  it('edits a contestant in place: new name, description and links, the same place', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2 }));
    const [a, b] = [must(r.ids[0]), must(r.ids[1])];
    const edited = await h.api.updateContestant(r.roomId, r.adminToken, must(a), {
      name: 'Alpha 2',
      blurb: 'Now with more vibes',
      demoUrl: 'https://demo.example.com',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.contestant).toMatchObject({
      id: a,
      name: 'Alpha 2',
      blurb: 'Now with more vibes',
      imageUrl: null,
      demoUrl: 'https://demo.example.com',
      orderIndex: 1,
    });
    const now = await listed(r.roomId, r.adminToken);
    expect(now.map((c) => [c.id, c.name])).toEqual([
      [a, 'Alpha 2'],
      [b, 'Project B'],
    ]);
  });

  it('gives an edited pasted image a new address, and the old one answers 404', async () => {
    const r = atHand(await h.setUpRoom());
    const added = await h.api.addContestant(r.roomId, r.adminToken, {
      name: 'Pasted',
      blurb: 'Image',
      imageUrl: PNG,
    });
    const before = must(added.body.contestant.imageUrl ?? undefined);
    const other = `${PNG.slice(0, -2)}A=`;
    const edited = await h.api.updateContestant(r.roomId, r.adminToken, added.body.contestant.id, {
      name: 'Pasted',
      blurb: 'Image',
      imageUrl: other,
    });
    expect(edited.status).toBe(200);
    const after = must(edited.body.contestant.imageUrl ?? undefined);
    expect(after).not.toBe(before);
    expect((await h.api.fetch(after)).status).toBe(200);
    expect((await h.api.fetch(before)).status).toBe(404);
  });

  it('removes a contestant from every ballot: picks move up, an empty ballot goes, the tally follows', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 4 }));
    const [a, b, c] = [must(r.ids[0]), must(r.ids[1]), must(r.ids[2])];
    expect((await h.api.rank(r.roomId, r.participant(0).token, [a, b, c])).status).toBe(200);
    expect((await h.api.rank(r.roomId, r.participant(1).token, [b])).status).toBe(200);
    expect((await h.api.rank(r.roomId, r.participant(2).token, [b, c])).status).toBe(200);
    expect((await h.api.rank(r.roomId, r.participant(3).token, [a])).status).toBe(200);
    const untouched = await h.api.getBallot(r.roomId, r.participant(3).token);

    const removed = await h.api.removeContestant(r.roomId, r.adminToken, b);
    expect(removed.status).toBe(204);

    const ballotOf = async (i: number) =>
      (await h.api.getBallot(r.roomId, r.participant(i).token)).body.ballot;
    expect((await ballotOf(0))?.rankings).toEqual(entries([a, c]));
    expect(await ballotOf(1)).toBeNull();
    expect((await ballotOf(2))?.rankings).toEqual(entries([c]));
    expect(await ballotOf(3)).toEqual(untouched.body.ballot);
    const activity = await h.api.activity(r.roomId, r.adminToken);
    expect(activity.body.totals).toEqual({ ballots: 3, participants: 4, contestants: 2 });
    expect(activity.body.recentBallots).toHaveLength(3);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    // A: 3 (p1) + 3 (p4) = 6 with two firsts; C: 2 (p1) + 3 (p3) = 5.
    expect(
      finished.body.results.finalScores.map((s) => [s.contestantId, s.totalPoints, s.rank]),
    ).toEqual([
      [a, 6, 1],
      [c, 5, 2],
    ]);
    expect(finished.body.results.totalBallots).toBe(3);
  });

  it('reorders contestants, keeping the order values in use, and adds after the last', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4 }));
    const [a, b, c, d] = [must(r.ids[0]), must(r.ids[1]), must(r.ids[2]), must(r.ids[3])];
    expect((await h.api.removeContestant(r.roomId, r.adminToken, b)).status).toBe(204);
    const reordered = await h.api.reorderContestants(r.roomId, r.adminToken, {
      contestantIds: [d, a, c],
    });
    expect(reordered.status).toBe(200);
    const expected = [
      [d, 1],
      [a, 3],
      [c, 4],
    ];
    expect(reordered.body.contestants.map((x) => [x.id, x.orderIndex])).toEqual(expected);
    expect((await listed(r.roomId, r.adminToken)).map((x) => [x.id, x.orderIndex])).toEqual(
      expected,
    );
    const added = await h.api.addContestant(r.roomId, r.adminToken, { name: 'E', blurb: 'Last' });
    expect(added.body.contestant.orderIndex).toBe(5);
  });

  it('refuses every change that is not the organiser’s, or comes too late, and changes nothing', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const [a, b] = [must(r.ids[0]), must(r.ids[1])];
    const body = { name: 'X', blurb: 'Y' };
    const before = await listed(r.roomId, r.adminToken);
    for (const token of [r.participant(0).token, undefined]) {
      const status = token ? 403 : 401;
      expect((await h.api.updateContestant(r.roomId, token, a, body)).status).toBe(status);
      expect((await h.api.removeContestant(r.roomId, token, a)).status).toBe(status);
      const order = { contestantIds: [b, a] };
      expect((await h.api.reorderContestants(r.roomId, token, order)).status).toBe(status);
    }
    const refused = await h.api.removeContestant(r.roomId, r.participant(0).token, a);
    expect(refused.body?.error.code).toBe('admin_only');
    expect(await listed(r.roomId, r.adminToken)).toEqual(before);

    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const late = [
      await h.api.updateContestant(r.roomId, r.adminToken, a, body),
      await h.api.removeContestant(r.roomId, r.adminToken, a),
      await h.api.reorderContestants(r.roomId, r.adminToken, { contestantIds: [b, a] }),
    ];
    expect(late.map((x) => [x.status, x.body?.error.code])).toEqual(
      Array(3).fill([409, 'room_ended']),
    );
    expect(await listed(r.roomId, r.adminToken)).toEqual(before);
  });

  it('refuses an unknown contestant, a bad body and an order that is not the room’s', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, b, c] = [must(r.ids[0]), must(r.ids[1]), must(r.ids[2])];
    const other = atHand(await h.setUpRoom({ contestants: 1 }));
    const stranger = must(other.ids[0]);
    expect((await h.api.rank(r.roomId, r.participant(0).token, [a, b])).status).toBe(200);
    const before = await listed(r.roomId, r.adminToken);
    const ballotBefore = await h.api.getBallot(r.roomId, r.participant(0).token);

    const unknown = [
      await h.api.updateContestant(r.roomId, r.adminToken, stranger, { name: 'X', blurb: 'Y' }),
      await h.api.removeContestant(r.roomId, r.adminToken, stranger),
    ];
    expect(unknown.map((x) => [x.status, x.body?.error.code])).toEqual(
      Array(2).fill([404, 'contestant_not_found']),
    );
    const badBodies = [
      { name: ' ', blurb: 'Y' },
      { name: 'X', blurb: 'Y', demoUrl: 'javascript:alert(1)' },
      { name: 'X', blurb: 'Y', orderIndex: 9 },
    ];
    for (const bad of badBodies) {
      const answer = await h.api.updateContestant(r.roomId, r.adminToken, a, bad);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
    }
    const badOrders = [
      { contestantIds: [a, b] },
      { contestantIds: [a, b, c, stranger] },
      { contestantIds: [a, b, stranger] },
      { contestantIds: [a, a, b] },
      { contestantIds: [a, b, 'c'] },
      { order: [a, b, c] },
      [a, b, c],
    ];
    for (const bad of badOrders) {
      const answer = await h.api.reorderContestants(r.roomId, r.adminToken, bad);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
      expect(answer.body.error.message).not.toBe('');
    }
    expect(await listed(r.roomId, r.adminToken)).toEqual(before);
    expect(await h.api.getBallot(r.roomId, r.participant(0).token)).toEqual(ballotBefore);
  });
});
