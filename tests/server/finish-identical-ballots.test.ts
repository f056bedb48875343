import { expect, it } from 'vitest';
import { listTalliedRankings } from '#server/repositories/ballots-repository.ts';
import { ballotRecordFile } from '#shared/ballot-record.ts';
import { recount } from '#shared/recount.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

/*
 * Finishing reads identical audience ballots once, with how many were cast;
 * the results count each of them, the record (read after the commit) holds
 * every one, and a recount of it agrees.
 */
describeOnEachDatabase('finishing with identical ballots', (h) => {
  it('counts each ballot cast, read once per ranking, and the record holds them all', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 7 }));
    const [a, b, c] = r.ids as [string, string, string];
    const rankings = [[a, b, c], [a, b, c], [a, b, c], [a, b, c], [b, a], [b, a], [c]];
    for (const [n, ranking] of rankings.entries()) {
      expect((await h.api.rank(r.roomId, r.participant(n).token, ranking)).status).toBe(200);
    }
    const tallied = await listTalliedRankings(h.server.services.database.db, r.roomId);
    expect(tallied.map((row) => row.ballots).sort()).toEqual([1, 2, 4]);
    expect(tallied.every((row) => row.participantId === null && !row.judge)).toBe(true);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    const scores = finished.body.results.finalScores.map((s) => [
      s.contestantId,
      s.totalPoints,
      s.voteBreakdown.firstPlace,
      s.voteBreakdown.secondPlace,
      s.voteBreakdown.thirdPlace,
    ]);
    // A: 4×3 + 2×2; B: 4×2 + 2×3; C: 4×1 + 3.
    expect(scores).toEqual([
      [a, 16, 4, 2, 0],
      [b, 14, 2, 4, 0],
      [c, 7, 1, 0, 4],
    ]);
    expect(finished.body.results.totalBallots).toBe(7);

    const file = ballotRecordFile.parse((await h.api.record.file(r.roomId)).body);
    expect(file.record.awards[0]?.ballots).toHaveLength(7);
    expect(recount(file).differences).toEqual([]);
  });

  it('groups ballots by their rankings as they stand: changed by a voter, or by a contestant removed', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 4 }));
    const [a, b, c] = r.ids as [string, string, string];
    for (const n of [0, 1, 2, 3]) {
      expect((await h.api.rank(r.roomId, r.participant(n).token, [a, b, c])).status).toBe(200);
    }
    const groups = async () =>
      (await listTalliedRankings(h.server.services.database.db, r.roomId))
        .map((row) => [row.rankings.map((entry) => entry.contestantId).join(' '), row.ballots])
        .sort();
    expect(await groups()).toEqual([[`${a} ${b} ${c}`, 4]]);

    // A voter changes their ballot: it moves to the group of its new rankings.
    expect((await h.api.rank(r.roomId, r.participant(0).token, [c, a])).status).toBe(200);
    expect(await groups()).toEqual(
      [
        [`${a} ${b} ${c}`, 3],
        [`${c} ${a}`, 1],
      ].sort(),
    );

    // B is removed: every ballot that ranked it is ranked again without it.
    expect((await h.api.removeContestant(r.roomId, r.adminToken, b)).status).toBe(204);
    expect(await groups()).toEqual(
      [
        [`${a} ${c}`, 3],
        [`${c} ${a}`, 1],
      ].sort(),
    );
    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    expect(finished.body.results.totalBallots).toBe(4);
  });
});
