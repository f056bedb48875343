import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.ts';
import { withoutFingerprint } from './support/results-read.ts';

describeOnEachDatabase('participants', (h) => {
  /** A room with two contestants and three participants, Participant 1 and 2 having voted. */
  async function roomWithBallots() {
    const setUp = await h.setUpRoom({ contestants: 2, participants: 3 });
    const [first, second, third] = setUp.participants;
    const [a, b] = setUp.contestants.map((c) => c.id);
    if (!first || !second || !third || !a || !b) throw new Error('room not set up');
    expect((await h.api.rank(setUp.room.id, first.token, [a, b])).status).toBe(200);
    expect((await h.api.rank(setUp.room.id, second.token, [b])).status).toBe(200);
    return { ...setUp, first, second, third, a, b };
  }

  async function participantIds(roomId: string, adminToken: string) {
    const listed = await h.api.participants(roomId, adminToken);
    expect(listed.status).toBe(200);
    return listed.body.participants.map((p) => p.id);
  }

  it('lists participants newest first with their id and trimmed name', async () => {
    const { room, adminToken, participants: joined } = await h.setUpRoom({ participants: 3 });
    const listed = await h.api.participants(room.id, adminToken);
    expect(listed.status).toBe(200);
    const { participants } = listed.body;
    expect(participants.map((p) => p.name)).toEqual([
      'Participant 3',
      'Participant 2',
      'Participant 1',
    ]);
    expect(participants.map((p) => p.id)).toEqual([...joined].reverse().map((p) => p.id));
    for (const participant of participants) expect(participant.roomId).toBe(room.id);
    const joinedAt = participants.map((p) => Date.parse(p.joinedAt));
    expect([...joinedAt].sort((x, y) => y - x)).toEqual(joinedAt);
  });

  it('lists no participants for a new room', async () => {
    const { room, adminToken } = await h.setUpRoom();
    expect(await participantIds(room.id, adminToken)).toEqual([]);
  });

  it('removes a participant and their ballot, and then refuses their token with 403', async () => {
    const { room, adminToken, first, second, third, a } = await roomWithBallots();
    const removed = await h.api.removeParticipant(room.id, adminToken, first.id);
    expect(removed.status).toBe(204);

    expect(await participantIds(room.id, adminToken)).toEqual([third.id, second.id]);
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 2 });
    expect(activity.body.recentBallots.map((b) => b.participantId)).toEqual([second.id]);

    const read = await h.api.getBallot(room.id, first.token);
    expect(read.status).toBe(403);
    const vote = await h.api.rank(room.id, first.token, [a]);
    expect(vote.status).toBe(403);
    expect((await h.api.leave(room.id, first.token)).status).toBe(403);
    expect((await h.api.getRoom(room.id, first.token)).status).toBe(403);
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(1);
  });

  it('removes a participant by the id the participant list shows', async () => {
    const { room, adminToken, first, second, third } = await roomWithBallots();
    const listed = await h.api.participants(room.id, adminToken);
    const row = listed.body.participants.find((p) => p.id === second.id);
    if (!row) throw new Error('participant missing');
    expect((await h.api.removeParticipant(room.id, adminToken, row.id)).status).toBe(204);
    expect(await participantIds(room.id, adminToken)).toEqual([third.id, first.id]);
    const activity = await h.api.activity(room.id, adminToken);
    // The ballot is gone (the database cascades it) ...
    expect(activity.body.recentBallots.map((b) => b.participantId)).toEqual([first.id]);
    expect((await h.api.getBallot(room.id, first.token)).body.ballot).not.toBeNull();
    // ... and the room's ballot count must drop with it.
    expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 2 });
  });

  it('answers 404 Participant not found. for an unknown participant, changing nothing', async () => {
    const { room, adminToken } = await roomWithBallots();
    const before = await h.api.activity(room.id, adminToken);
    const ids = await participantIds(room.id, adminToken);
    for (const unknown of ['voter_1700000000000_nobody', '00000000-0000-4000-8000-000000000000']) {
      const removed = await h.api.removeParticipant(room.id, adminToken, unknown);
      expect(removed.status).toBe(404);
      expect(removed.body?.error.message).toBe('Participant not found.');
    }
    expect(await participantIds(room.id, adminToken)).toEqual(ids);
    expect((await h.api.activity(room.id, adminToken)).body).toEqual(before.body);
  });

  it('does not remove a participant of another room through this room', async () => {
    const { room, adminToken } = await roomWithBallots();
    const other = await h.setUpRoom({ participants: 1 });
    const stranger = other.participants[0];
    if (!stranger) throw new Error('participant missing');
    const removed = await h.api.removeParticipant(room.id, adminToken, stranger.id);
    expect(removed.status).toBe(404);
    expect(await participantIds(other.room.id, other.adminToken)).toEqual([stranger.id]);
  });

  it('lets a participant leave: their ballot and participation are deleted', async () => {
    const { room, adminToken, first, second, third } = await roomWithBallots();
    const left = await h.api.leave(room.id, second.token);
    expect(left.status).toBe(204);
    expect(await participantIds(room.id, adminToken)).toEqual([third.id, first.id]);
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 2 });
    expect(activity.body.recentBallots.map((b) => b.participantId)).toEqual([first.id]);
    expect((await h.api.getBallot(room.id, second.token)).status).toBe(403);
  });

  it('lets a participant without a ballot leave, leaving other ballots alone', async () => {
    const { room, adminToken, first, second, third } = await roomWithBallots();
    expect((await h.api.leave(room.id, third.token)).status).toBe(204);
    expect(await participantIds(room.id, adminToken)).toEqual([second.id, first.id]);
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals).toEqual({ ballots: 2, participants: 2, contestants: 2 });
  });

  it('refuses removal after finish with 409 and keeps the participant and ballot', async () => {
    const { room, adminToken, first } = await roomWithBallots();
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    const ids = await participantIds(room.id, adminToken);
    const removed = await h.api.removeParticipant(room.id, adminToken, first.id);
    expect(removed.status).toBe(409);
    expect(removed.body?.error.message).toBe('Voting has ended for this room.');
    expect(await participantIds(room.id, adminToken)).toEqual(ids);
    expect((await h.api.getBallot(room.id, first.token)).body.ballot).not.toBeNull();
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals).toEqual({ ballots: 2, participants: 3, contestants: 2 });
    expect(withoutFingerprint((await h.api.results(room.id, adminToken)).body.results)).toEqual(
      withoutFingerprint(finished.body.results),
    );
  });

  it("keeps a leaving participant's ballot once voting has ended (it is in the results)", async () => {
    const { room, adminToken, first } = await roomWithBallots();
    const finished = await h.api.finish(room.id, adminToken);
    expect((await h.api.leave(room.id, first.token)).status).toBe(204);
    expect((await h.api.getBallot(room.id, first.token)).body.ballot).not.toBeNull();
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(2);
    expect(withoutFingerprint((await h.api.results(room.id, adminToken)).body.results)).toEqual(
      withoutFingerprint(finished.body.results),
    );
  });

  it('takes a crowd of joins at once, each its own participant, and refuses only the one for an ended room', async () => {
    const open = await h.setUpRoom({ contestants: 1 });
    const ended = await h.setUpRoom({ contestants: 1 });
    expect((await h.api.finish(ended.room.id, ended.adminToken)).status).toBe(200);
    const before = h.server.services.joinWriter.stats();
    const names = Array.from({ length: 12 }, (_, i) => `Crowd ${i + 1}`);
    const [late, ...joins] = await Promise.all([
      h.api.join({ code: ended.room.code, name: 'Too Late' }),
      ...names.map((name) => h.api.join({ code: open.room.code, name })),
    ]);
    expect(late.status).toBe(409);
    expect(joins.map((j) => j.status)).toEqual(names.map(() => 201));
    expect(joins.map((j) => j.body.participant.name)).toEqual(names);
    expect(new Set(joins.map((j) => j.body.participant.id)).size).toBe(names.length);
    for (const joined of joins) expect(joined.body.room.id).toBe(open.room.id);
    expect(h.server.services.joinWriter.stats().batches).toBeGreaterThan(before.batches);
    const activity = await h.api.activity(open.room.id, open.adminToken);
    expect(activity.body.totals.participants).toBe(names.length);
  });
});
