import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ballotRecords } from '#server/db/schema-record.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

type Ids = {
  roomId: string;
  contestantId: string;
  participantId: string;
  awardId: string;
  adminId: string;
  judgeId: string;
};

/** A plausible body for each call that takes one: what an organiser or voter would send. */
function bodyFor(name: string, ids: Ids, code: string): unknown {
  const bodies: Record<string, unknown> = {
    createRoom: { name: 'Another', title: 'Another' },
    joinRoom: { code, name: 'Late' },
    holdResults: { holdResults: true },
    publishBallots: { publishBallots: false },
    roomLanguage: { language: 'de' },
    checkReceipt: { receipt: '0000-0000-0000-0000' },
    startTimer: { seconds: 600 },
    reveal: { from: 0, step: 1 },
    inviteAdmin: { name: 'Co' },
    inviteJudge: { name: 'Judge' },
    judgeConflicts: { contestantIds: [ids.contestantId] },
    setTeam: { teamId: ids.contestantId },
    addContestant: { name: 'Late entry', blurb: 'Too late' },
    updateContestant: { name: 'Renamed', blurb: 'Renamed' },
    reorderContestants: { contestantIds: [ids.contestantId] },
    addAward: { name: 'Late award' },
    reorderAwards: { awardIds: [ids.awardId] },
    updateAward: { name: 'Renamed award', voters: 'audience' },
    submitBallot: { rankings: [{ contestantId: ids.contestantId }] },
    previewContestantImport: { csv: 'name,description\nX,Y\n' },
    importContestants: { csv: 'name,description\nX,Y\n' },
  };
  return bodies[name];
}

describeOnEachDatabase('the frozen ballot record', (h) => {
  it('is the same bytes after every call anyone can make once voting has ended', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 2 }));
    const [a, b, c] = r.ids as [string, string, string];
    const judge = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Ada' });
    const admin = await h.api.admins.invite(r.roomId, r.adminToken, { name: 'Co' });
    await h.api.rank(r.roomId, r.participant(0).token, [a, b, c]);
    await h.api.rank(r.roomId, r.participant(1).token, [c, a]);
    await h.api.rank(r.roomId, judge.body.judgeToken, [b, a]);
    await h.api.removeContestant(r.roomId, r.adminToken, c);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const before = await h.api.fetch(routes.ballotRecord.url({ roomId: r.roomId }));
    const frozen = await before.text();
    const award = (await h.api.awards.list(r.roomId, r.adminToken)).body.awards[0];
    const ids: Ids = {
      roomId: r.roomId,
      contestantId: a,
      participantId: r.participant(0).id,
      awardId: award?.id ?? '',
      adminId: admin.body.admin.id,
      judgeId: judge.body.judge.id,
    };

    const tried: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      if (route.method === 'GET') continue;
      const url = route.path.replace(/:([A-Za-z]+)/g, (_, key: keyof Ids) => ids[key]);
      const body = bodyFor(name, ids, r.room.code);
      for (const token of [r.adminToken, r.participant(0).token, judge.body.judgeToken]) {
        const raw = typeof body === 'string';
        const response = await h.api.fetch(url, {
          method: route.method satisfies HttpMethod,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined
              ? {}
              : { 'content-type': raw ? 'text/csv' : 'application/json' }),
          },
          ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
        });
        // Refused or done, never a server error.
        expect(response.status, `${name}`).toBeLessThan(500);
      }
      tried.push(name);
    }
    // Every call that could write was tried, the leaving of a participant and Finish Voting included.
    expect(tried).toEqual(
      expect.arrayContaining([
        'removeParticipant',
        'removeContestant',
        'leaveRoom',
        'finishVoting',
      ]),
    );
    const after = await h.api.fetch(routes.ballotRecord.url({ roomId: r.roomId }));
    expect(after.status).toBe(200);
    const file = JSON.parse(await after.text()) as { record: unknown; fingerprint: string };
    const was = JSON.parse(frozen) as { record: unknown; fingerprint: string };
    expect(file.fingerprint).toBe(was.fingerprint);
    expect(JSON.stringify(file.record)).toBe(JSON.stringify(was.record));
    // The stored bytes themselves, read straight from the database (a node may serve a copy).
    const rows = await h.server.services.database.db
      .select({ gzip: ballotRecords.canonicalGzip, fingerprint: ballotRecords.fingerprint })
      .from(ballotRecords)
      .where(eq(ballotRecords.roomId, r.roomId));
    expect(rows.map((row) => [gunzipSync(row.gzip).toString('utf8'), row.fingerprint])).toEqual([
      [JSON.stringify(was.record), was.fingerprint],
    ]);
  });
});
