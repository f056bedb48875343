import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admins } from '#server/db/schema-admins.ts';
import { auditLogs } from '#server/db/schema-audit.ts';
import type { FinalScore } from '#shared/api.ts';
import { commitMs } from '#shared/server-timing.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { withoutFingerprint } from './support/results-read.ts';

type Expected = [name: string, points: number, first: number, second: number, third: number];

/** Final scores as [name, points, 1st, 2nd, 3rd] in rank order, checking ranks are 1..n. */
function table(scores: FinalScore[]): Expected[] {
  expect(scores.map((s) => s.rank)).toEqual(scores.map((_, i) => i + 1));
  return scores.map((s) => [
    s.contestantName,
    s.totalPoints,
    s.voteBreakdown.firstPlace,
    s.voteBreakdown.secondPlace,
    s.voteBreakdown.thirdPlace,
  ]);
}

describeOnEachDatabase('finish', (h, kind) => {
  /** Sets up a room and casts one ballot per list of contestant letters. */
  async function roomWithBallots(contestantCount: number, ballots: string[][]) {
    const setUp = await h.setUpRoom({ contestants: contestantCount, participants: ballots.length });
    const byLetter = new Map(setUp.contestants.map((c) => [c.name.slice(-1), c.id]));
    for (const [i, letters] of ballots.entries()) {
      const token = setUp.participants[i]?.token ?? '';
      const ids = letters.map((letter) => byLetter.get(letter) ?? '');
      expect((await h.api.rank(setUp.room.id, token, ids)).status).toBe(200);
    }
    return { ...setUp, byLetter };
  }

  it('refuses to finish without contestants with 409 and leaves the room in setup', async () => {
    const { room, adminToken } = await h.setUpRoom({ participants: 1 });
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(409);
    expect(finished.body.error.message).toBe('Cannot finalize results: No contestants found.');
    expect((await h.api.getRoom(room.id, adminToken)).body.room.status).toBe('setup');
    expect((await h.api.results(room.id, adminToken)).body.results).toBeNull();
    expect((await h.api.join({ code: room.code, name: 'Still open' })).status).toBe(201);
  });

  it('tallies ballots 3/2/1 and breaks a points tie on first places', async () => {
    // A: 3+2+3 = 8 (2 firsts); C: 1+2+3+2 = 8 (1 first); B: 2+3+1 = 6; D: 0.
    const { room, adminToken, byLetter } = await roomWithBallots(4, [
      ['A', 'B', 'C'],
      ['B', 'C'],
      ['C', 'A', 'B'],
      ['A', 'C'],
    ]);
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    expect(finished.body.room).toMatchObject({ id: room.id, status: 'ended' });
    const { results } = finished.body;
    expect(table(results.finalScores)).toEqual([
      ['Project A', 8, 2, 1, 0],
      ['Project C', 8, 1, 2, 1],
      ['Project B', 6, 1, 1, 1],
      ['Project D', 0, 0, 0, 0],
    ]);
    expect(results.finalScores.map((s) => s.contestantId)).toEqual(
      ['A', 'C', 'B', 'D'].map((letter) => byLetter.get(letter)),
    );
    expect(results.winnerId).toBe(byLetter.get('A'));
    expect(results.totalBallots).toBe(4);
    expect(results.roomId).toBe(room.id);
    expect((await h.api.getRoom(room.id, adminToken)).body.room.status).toBe('ended');
    expect(withoutFingerprint((await h.api.results(room.id, adminToken)).body.results)).toEqual(
      withoutFingerprint(results),
    );
  });

  it('breaks a tie on second places, then on the order contestants were added', async () => {
    // X: 3+1+1 = 5 (1,0,2); Y: 2+3 = 5 (1,1,0); Z: 2+3 = 5 (1,1,0); W: 2.
    const { room, adminToken, byLetter } = await roomWithBallots(4, [
      ['A', 'B'],
      ['B', 'C', 'A'],
      ['C', 'D', 'A'],
    ]);
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    expect(table(finished.body.results.finalScores)).toEqual([
      ['Project B', 5, 1, 1, 0],
      ['Project C', 5, 1, 1, 0],
      ['Project A', 5, 1, 0, 2],
      ['Project D', 2, 0, 1, 0],
    ]);
    expect(finished.body.results.winnerId).toBe(byLetter.get('B'));
  });

  it('tells when its results were committed, after the request arrived (Server-Timing), and a refusal does not', async () => {
    const { room, adminToken } = await roomWithBallots(2, [['A', 'B']]);
    const sent = performance.now();
    const finished = await h.api.finish(room.id, adminToken);
    const tookMs = performance.now() - sent;
    expect(finished.status).toBe(200);
    const committed = commitMs(finished.headers.get('server-timing') ?? undefined);
    expect(committed).toBeGreaterThan(0);
    expect(committed).toBeLessThanOrEqual(tookMs);
    const again = await h.api.finish(room.id, adminToken);
    expect(again.status).toBe(409);
    expect(again.headers.get('server-timing')).toBeNull();
  });

  it('finishes with zero ballots: all 0 points, winner is the first contestant added', async () => {
    const { room, adminToken, contestants } = await h.setUpRoom({ contestants: 3 });
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    const { results } = finished.body;
    expect(table(results.finalScores)).toEqual([
      ['Project A', 0, 0, 0, 0],
      ['Project B', 0, 0, 0, 0],
      ['Project C', 0, 0, 0, 0],
    ]);
    expect(results.winnerId).toBe(contestants[0]?.id);
    expect(results.totalBallots).toBe(0);
  });

  it('refuses a second finish with 409 and keeps the first results', async () => {
    const { room, adminToken } = await roomWithBallots(2, [['B', 'A']]);
    const first = await h.api.finish(room.id, adminToken);
    expect(first.status).toBe(200);
    const second = await h.api.finish(room.id, adminToken);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Voting has already ended for this room.');
    expect(withoutFingerprint((await h.api.results(room.id, adminToken)).body.results)).toEqual(
      withoutFingerprint(first.body.results),
    );
  });

  it('lets exactly one of 5 concurrent finishes win; the rest get 409', async () => {
    const { room, adminToken } = await roomWithBallots(3, [['A'], ['C', 'B']]);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => h.api.finish(room.id, adminToken)),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = attempts.find((a) => a.status === 200);
    const stored = await h.api.results(room.id, adminToken);
    expect(withoutFingerprint(stored.body.results)).toEqual(
      withoutFingerprint(winner?.body.results),
    );
    expect(stored.body.results?.totalBallots).toBe(2);
  });

  it('shows results to a participant: null before finish, the published results after', async () => {
    const { room, adminToken, participants, byLetter } = await roomWithBallots(2, [['B']]);
    const token = participants[0]?.token ?? '';
    const before = await h.api.results(room.id, token);
    expect(before.status).toBe(200);
    expect(before.body.results).toBeNull();
    const finished = await h.api.finish(room.id, adminToken);
    const after = await h.api.results(room.id, token);
    expect(after.status).toBe(200);
    expect(withoutFingerprint(after.body.results)).toEqual(
      withoutFingerprint(finished.body.results),
    );
    expect(after.body.results?.winnerId).toBe(byLetter.get('B'));
  });

  it('counts exactly the ballots accepted (200) when ballots race a finish', async () => {
    const { room, adminToken, contestants, participants } = await h.setUpRoom({
      contestants: 3,
      participants: 20,
    });
    const ids = contestants.map((c) => c.id);
    // Participant i ranks a rotation of the contestants, 1 to 3 of them.
    const ballots = participants.map((participant, i) => ({
      token: participant.token,
      ranked: [0, 1, 2].map((k) => ids[(i + k) % 3] ?? '').slice(0, (i % 3) + 1),
    }));
    // The finish goes out once the first ballot is answered, amid the others.
    const early = ballots.slice(0, 10).map((b) => h.api.rank(room.id, b.token, b.ranked));
    await Promise.race(early);
    const finishing = h.api.finish(room.id, adminToken);
    const late = ballots.slice(10).map((b) => h.api.rank(room.id, b.token, b.ranked));
    const [finished, ...answers] = await Promise.all([finishing, ...early, ...late]);
    expect(finished.status).toBe(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);

    const expected = new Map(ids.map((id) => [id, 0]));
    ballots.forEach((ballot, i) => {
      if (answers[i]?.status !== 200) return;
      ballot.ranked.forEach((id, rank) => {
        expected.set(id, (expected.get(id) ?? 0) + 3 - rank);
      });
    });
    const { results } = finished.body;
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(results.totalBallots).toBe(accepted);
    const points = new Map(results.finalScores.map((s) => [s.contestantId, s.totalPoints]));
    expect(points).toEqual(expected);
    expect((await h.api.activity(room.id, adminToken)).body.totals.ballots).toBe(accepted);
    for (const [i, ballot] of ballots.entries()) {
      const stored = await h.api.getBallot(room.id, ballot.token);
      expect(stored.body.ballot === null).toBe(answers[i]?.status === 409);
    }
  });

  it('finishes amid a storm of 200 ballots written in groups: results count exactly the accepted ones', async () => {
    const { room, adminToken, contestants, participants } = await h.setUpRoom({
      contestants: 3,
      participants: 200,
    });
    const ids = contestants.map((c) => c.id);
    const before = h.server.services.ballotWriter.stats();
    const ranked = (i: number) => [0, 1, 2].map((k) => ids[(i + k) % 3] ?? '');
    const storm = participants.map((p, i) => h.api.rank(room.id, p.token, ranked(i)));
    await Promise.race(storm);
    const [finished, ...answers] = await Promise.all([h.api.finish(room.id, adminToken), ...storm]);
    expect(finished.status).toBe(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(finished.body.results.totalBallots).toBe(accepted);
    const expected = new Map(ids.map((id) => [id, 0]));
    answers.forEach((answer, i) => {
      if (answer.status !== 200) return;
      for (const [rank, id] of ranked(i).entries()) {
        expected.set(id, (expected.get(id) ?? 0) + 3 - rank);
      }
    });
    const points = finished.body.results.finalScores.map(
      (s) => [s.contestantId, s.totalPoints] as const,
    );
    expect(new Map(points)).toEqual(expected);
    const after = h.server.services.ballotWriter.stats();
    // On the embedded database's one connection, ballots that waited went in together.
    if (kind === 'pglite') {
      expect(after.largest).toBeGreaterThan(1);
      expect(after.batches - before.batches).toBeLessThan(participants.length);
    }
  });

  it('records which admin finished voting in the audit entry', async () => {
    const { room, adminToken } = await roomWithBallots(2, [['A', 'B']]);
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const { db } = h.server.services.database;
    const [admin] = await db.select().from(admins).where(eq(admins.roomId, room.id));
    const entries = await db.select().from(auditLogs).where(eq(auditLogs.roomId, room.id));
    expect(admin?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries).toMatchObject([
      {
        userId: admin?.id,
        action: 'finish_voting',
        details: { total_votes: 1, total_contestants: 2, winner: 'Project A', winner_points: 3 },
      },
    ]);
  });
});
