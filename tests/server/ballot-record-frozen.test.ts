import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ballotRecords } from '#server/db/schema-record.ts';
import { routes } from '#shared/routes.ts';
import { type CallIds, tryEveryCall } from './support/calls-after-end.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

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
    const ids: CallIds = {
      roomId: r.roomId,
      contestantId: a,
      participantId: r.participant(0).id,
      awardId: award?.id ?? '',
      adminId: admin.body.admin.id,
      judgeId: judge.body.judge.id,
    };

    const answers = await tryEveryCall(h, ids, r.room.code, {
      admin: r.adminToken,
      participant: r.participant(0).token,
      judge: judge.body.judgeToken,
    });
    const tried = [...answers.keys()];
    for (const [name, statuses] of answers) {
      // Refused or done, never a server error.
      for (const status of Object.values(statuses)) expect(status, name).toBeLessThan(500);
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
