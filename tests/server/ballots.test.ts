import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.ts';
import { withoutFingerprint } from './support/results-read.ts';

const ROOM_ENDED = 'This room has ended and is no longer accepting votes.';

describeOnEachDatabase('ballots', (h) => {
  /** A room with three contestants and one participant, plus their ids. */
  async function votingRoom(participantCount = 1) {
    const setUp = await h.setUpRoom({ contestants: 3, participants: participantCount });
    const [a, b, c] = setUp.contestants.map((x) => x.id);
    const token = setUp.participants[0]?.token;
    if (!a || !b || !c || !token) throw new Error('room not set up');
    return { ...setUp, ids: { a, b, c }, token };
  }

  it('stores a ballot with rank by position and points 3/2/1, and reads it back', async () => {
    const { room, ids, token, participants } = await votingRoom();
    expect((await h.api.getBallot(room.id, token)).body.ballot).toBeNull();
    const voted = await h.api.rank(room.id, token, [ids.b, ids.c, ids.a]);
    expect(voted.status).toBe(200);
    expect(voted.body.ballot).toMatchObject({
      roomId: room.id,
      participantId: participants[0]?.id,
      participantName: 'Participant 1',
      rankings: [
        { contestantId: ids.b, rank: 1, points: 3 },
        { contestantId: ids.c, rank: 2, points: 2 },
        { contestantId: ids.a, rank: 3, points: 1 },
      ],
    });
    const read = await h.api.getBallot(room.id, token);
    expect(read.status).toBe(200);
    expect(read.body.ballot).toEqual(voted.body.ballot);
  });

  it("replaces the participant's ballot on a second submit: still one ballot, totals unchanged", async () => {
    const { room, adminToken, ids, token } = await votingRoom();
    const first = await h.api.rank(room.id, token, [ids.a, ids.b, ids.c]);
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(1);
    const second = await h.api.rank(room.id, token, [ids.c, ids.a]);
    expect(second.status).toBe(200);
    expect(second.body.ballot.id).toBe(first.body.ballot.id);
    expect(second.body.ballot.rankings).toEqual([
      { contestantId: ids.c, rank: 1, points: 3 },
      { contestantId: ids.a, rank: 2, points: 2 },
    ]);
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals.ballots).toBe(1);
    expect(activity.body.recentBallots).toHaveLength(1);
    expect(activity.body.recentBallots[0]?.rankings).toEqual(second.body.ballot.rankings);
  });

  it('ignores points sent by the client and accepts a rank that matches the position', async () => {
    const { room, ids, token } = await votingRoom();
    const voted = await h.api.submitBallot(room.id, token, {
      rankings: [
        { contestantId: ids.a, rank: 1, points: 100 },
        { contestantId: ids.b, rank: 2, points: 100 },
        { contestantId: ids.c, rank: 3, points: -5 },
      ],
    });
    expect(voted.status).toBe(200);
    const read = await h.api.getBallot(room.id, token);
    expect(read.body.ballot?.rankings.map((r) => r.points)).toEqual([3, 2, 1]);
  });

  it.each([
    [
      'a rank that does not match its position',
      'rank',
      'Rank must match the position in the rankings.',
    ],
    ['no rankings', 'none', 'Rank at least one contestant.'],
    ['four rankings', 'four', 'You can rank up to 3 contestants.'],
    ['the same contestant twice', 'duplicate', 'Each contestant can be ranked only once.'],
    ['a contestant id that is not a uuid', 'bad-id', 'Not a valid id.'],
  ])('refuses a ballot with %s with 400 and stores nothing', async (_label, shape, message) => {
    const { room, adminToken, ids, token } = await votingRoom();
    const extra = (await h.api.addContestant(room.id, adminToken, { name: 'D', blurb: 'D' })).body
      .contestant.id;
    const rankings = {
      rank: [{ contestantId: ids.a, rank: 2 }],
      none: [],
      four: [ids.a, ids.b, ids.c, extra].map((contestantId) => ({ contestantId })),
      duplicate: [{ contestantId: ids.a }, { contestantId: ids.a }],
      'bad-id': [{ contestantId: 'project-a' }],
    }[shape];
    const voted = await h.api.submitBallot(room.id, token, { rankings });
    expect(voted.status).toBe(400);
    expect(voted.body.error.code).toBe('validation_failed');
    expect(voted.body.error.message).toBe(message);
    expect((await h.api.getBallot(room.id, token)).body.ballot).toBeNull();
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(0);
  });

  it('refuses a ballot naming a contestant of another room (or none) with 400', async () => {
    const { room, adminToken, ids, token } = await votingRoom();
    const other = await h.setUpRoom({ contestants: 1 });
    for (const foreign of [other.contestants[0]?.id ?? '', randomUUID()]) {
      const voted = await h.api.rank(room.id, token, [ids.a, foreign]);
      expect(voted.status).toBe(400);
      expect(voted.body.error.message).toBe('Rankings may only name contestants of this room.');
    }
    expect((await h.api.getBallot(room.id, token)).body.ballot).toBeNull();
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(0);
  });

  it("resets (deletes) the participant's own ballot: GET then gives null and totals drop", async () => {
    const { room, adminToken, ids, token } = await votingRoom();
    await h.api.rank(room.id, token, [ids.a]);
    const reset = await h.api.resetBallot(room.id, token);
    expect(reset.status).toBe(204);
    expect((await h.api.getBallot(room.id, token)).body.ballot).toBeNull();
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.body.totals.ballots).toBe(0);
    expect(activity.body.recentBallots).toEqual([]);
    const again = await h.api.resetBallot(room.id, token);
    expect(again.status).toBe(204);
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(0);
  });

  it('refuses a ballot after finish with 409 and leaves stored ballots as they were', async () => {
    const { room, adminToken, ids, participants } = await votingRoom(2);
    const [first, second] = participants.map((p) => p.token);
    if (!first || !second) throw new Error('participants missing');
    await h.api.rank(room.id, first, [ids.a, ids.b]);
    const before = (await h.api.getBallot(room.id, first)).body.ballot;
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);

    const changed = await h.api.rank(room.id, first, [ids.c]);
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(ROOM_ENDED);
    const late = await h.api.rank(room.id, second, [ids.c]);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(ROOM_ENDED);

    expect((await h.api.getBallot(room.id, first)).body.ballot).toEqual(before);
    expect((await h.api.getBallot(room.id, second)).body.ballot).toBeNull();
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(1);
    expect(withoutFingerprint((await h.api.results(room.id, adminToken)).body.results)).toEqual(
      withoutFingerprint(finished.body.results),
    );
  });

  it('refuses a reset after finish with 409 and keeps the ballot', async () => {
    const { room, adminToken, ids, token } = await votingRoom();
    await h.api.rank(room.id, token, [ids.b]);
    const before = (await h.api.getBallot(room.id, token)).body.ballot;
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const reset = await h.api.resetBallot(room.id, token);
    expect(reset.status).toBe(409);
    expect(reset.body?.error.message).toBe(ROOM_ENDED);
    expect((await h.api.getBallot(room.id, token)).body.ballot).toEqual(before);
  });

  it('shows the 10 latest ballots by updated_at, newest first, with room totals', async () => {
    const { room, adminToken, ids, participants } = await votingRoom(12);
    for (const participant of participants) {
      expect((await h.api.rank(room.id, participant.token, [ids.a, ids.b])).status).toBe(200);
    }
    const activity = await h.api.activity(room.id, adminToken);
    expect(activity.status).toBe(200);
    expect(activity.body.totals).toEqual({ ballots: 12, participants: 12, contestants: 3 });
    const names = activity.body.recentBallots.map((b) => b.participantName);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Participant ${12 - i}`));
    const times = activity.body.recentBallots.map((b) => Date.parse(b.updatedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // Re-voting bumps updated_at, so Participant 1 moves to the top.
    const firstToJoin = participants[0];
    if (!firstToJoin) throw new Error('participant missing');
    await h.api.rank(room.id, firstToJoin.token, [ids.c]);
    const after = await h.api.activity(room.id, adminToken);
    expect(after.body.recentBallots[0]?.participantName).toBe('Participant 1');
    expect(after.body.recentBallots[0]?.rankings).toEqual([
      { contestantId: ids.c, rank: 1, points: 3 },
    ]);
    expect(after.body.recentBallots.map((b) => b.participantName)).not.toContain('Participant 3');
    expect(after.body.totals.ballots).toBe(12);
  });

  it('writes ballots sent together in one group, and a ballot the database rejects fails alone', async () => {
    const { room, ids, participants } = await votingRoom(12);
    const victim = participants[5];
    if (!victim) throw new Error('room not set up');
    const { db } = h.server.services.database;
    // A real failure inside the database, for one participant's rows only.
    await db.execute(
      sql.raw(`create function refuse_one_ballot() returns trigger language plpgsql as $$
        begin
          if new.participant_id = '${victim.id}' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger refuse_one before insert on ballots for each row execute function refuse_one_ballot()`,
    );
    try {
      const before = h.server.services.ballotWriter.stats();
      const answers = await Promise.all(
        participants.map((p) => h.api.rank(room.id, p.token, [ids.a, ids.b])),
      );
      expect(answers.map((a) => a.status)).toEqual(
        participants.map((p) => (p.id === victim.id ? 500 : 200)),
      );
      expect(h.server.services.ballotWriter.stats().batches).toBeGreaterThan(before.batches);
      const stored = await Promise.all(participants.map((p) => h.api.getBallot(room.id, p.token)));
      expect(stored.map((read) => read.body.ballot !== null)).toEqual(
        participants.map((p) => p.id !== victim.id),
      );
    } finally {
      await db.execute(sql`drop trigger refuse_one on ballots`);
      await db.execute(sql`drop function refuse_one_ballot()`);
    }
  });
});
