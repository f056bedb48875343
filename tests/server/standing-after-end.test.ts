import { expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { databaseFingerprint } from './support/db-fingerprint.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

/**
 * Once voting has ended, who votes how is settled: no judge invited or
 * revoked, no conflict set, no one put in a team, and no new team link.
 */
describeOnEachDatabase('judges and teams after voting ends', (h) => {
  it('refuses every change to judges and teams with 409, team links included, changing nothing', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const [a] = r.ids as [string];
    const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Grace' });
    expect(invited.status).toBe(201);
    const judgeId = invited.body.judge.id;
    expect((await h.api.judges.teamLink(r.roomId, r.adminToken, a)).status).toBe(201);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    // The record is frozen after the finish's commit: read once it is.
    expect((await h.api.record.file(r.roomId, r.adminToken)).status).toBe(200);

    const before = await databaseFingerprint(h.server.services.database);
    const answers = [
      await h.api.judges.teamLink(r.roomId, r.adminToken, a),
      await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Ada' }),
      await h.api.judges.revoke(r.roomId, r.adminToken, judgeId),
      await h.api.judges.conflicts(r.roomId, r.adminToken, judgeId, { contestantIds: [a] }),
      await h.api.judges.setTeam(r.roomId, r.adminToken, r.participant(0).id, { teamId: a }),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.body?.error]).toEqual([
        409,
        {
          code: 'room_ended',
          message: ERRORS.judgesAfterEnd,
          reason: 'judgesAfterEnd',
          values: {},
        },
      ]);
    }
    expect(await databaseFingerprint(h.server.services.database)).toBe(before);
  });
});
