import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { databaseFingerprint } from './support/db-fingerprint.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

/**
 * Every call about a participant's own ballot names its award: the read, the
 * write and Reset Vote alike. Nothing stands in for a missing or foreign
 * award; each refusal says why and changes nothing.
 */

async function fixture(h: Harness) {
  const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
  const other = atHand(await h.setUpRoom({ contestants: 1 }));
  const voter = r.participant(0);
  const overall = await h.api.firstAwardId(r.roomId, r.adminToken);
  const design = (await h.api.awards.add(r.roomId, r.adminToken, { name: 'Best Design' })).body
    .award;
  const foreign = await h.api.firstAwardId(other.roomId, other.adminToken);
  expect((await h.api.rank(r.roomId, voter.token, [r.ids[0] ?? ''], overall)).status).toBe(200);
  expect((await h.api.rank(r.roomId, voter.token, [r.ids[1] ?? ''], design.id)).status).toBe(200);
  return { ...r, voter, overall, design, foreign };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** The ballot calls with this query string (`?…`, or '' for none) or this award in the body. */
function calls(h: Harness, f: Fixture) {
  const token = f.voter.token;
  const roomId = f.roomId;
  const withQuery = (route: typeof routes.ownBallot | typeof routes.resetBallot) => (q: string) =>
    h.api.request<ErrorResponse>(route.method, `${route.url({ roomId })}${q}`, { token });
  return {
    read: withQuery(routes.ownBallot),
    reset: withQuery(routes.resetBallot),
    write: (body: Record<string, unknown>) =>
      h.api.toRoom(routes.submitBallot, roomId, {
        token,
        body: { rankings: [{ contestantId: f.ids[0] }], ...body },
      }),
  };
}

describeOnEachDatabase('a ballot call names its award', (h) => {
  it('reads the ballot of the award named, not the first award’s', async () => {
    const f = await fixture(h);
    const read = await h.api.getBallot(f.roomId, f.voter.token, f.design.id);
    expect(read.status).toBe(200);
    expect(read.body.ballot).toMatchObject({ awardId: f.design.id, rankings: [{ rank: 1 }] });
    expect(read.body.ballot?.rankings[0]?.contestantId).toBe(f.ids[1]);
    expect(read.body.ballots.map((b) => b.awardId).sort()).toEqual([f.overall, f.design.id].sort());
  });

  it('refuses a read, a write or a Reset Vote without an award, changing nothing', async () => {
    const f = await fixture(h);
    const call = calls(h, f);
    const before = await databaseFingerprint(h.server.services.database);
    for (const answer of [await call.read(''), await call.reset(''), await call.write({})]) {
      expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
    }
    expect(await databaseFingerprint(h.server.services.database)).toBe(before);
  });

  it('refuses an award that is not an id, and unknown keys, changing nothing', async () => {
    const f = await fixture(h);
    const call = calls(h, f);
    const before = await databaseFingerprint(h.server.services.database);
    const answers = [
      await call.read('?awardId=not-a-uuid'),
      await call.reset('?awardId=not-a-uuid'),
      await call.write({ awardId: 'not-a-uuid' }),
      await call.read(`?awardId=${f.design.id}&extra=1`),
      await call.reset(`?awardId=${f.design.id}&extra=1`),
      await call.write({ awardId: f.design.id, extra: 1 }),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
    }
    expect(await databaseFingerprint(h.server.services.database)).toBe(before);
  });

  it("refuses another room's award, or an award of no room, with 404, changing nothing", async () => {
    const f = await fixture(h);
    const call = calls(h, f);
    const before = await databaseFingerprint(h.server.services.database);
    for (const awardId of [f.foreign, randomUUID()]) {
      const answers = [
        await call.read(`?awardId=${awardId}`),
        await call.reset(`?awardId=${awardId}`),
        await call.write({ awardId }),
      ];
      for (const answer of answers) {
        expect([answer.status, answer.body.error]).toEqual([
          404,
          {
            code: 'award_not_found',
            message: ERRORS.awardNotFound,
            reason: 'awardNotFound',
            values: {},
          },
        ]);
      }
    }
    expect(await databaseFingerprint(h.server.services.database)).toBe(before);
    const own = await h.api.getBallot(f.roomId, f.voter.token, f.overall);
    expect(own.body.ballots).toHaveLength(2);
  });
});
