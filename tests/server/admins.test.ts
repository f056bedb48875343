import { expect, it } from 'vitest';
import { ADMIN_NAME_MAX_LENGTH } from '#shared/admins.ts';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { closedWithin, closeOf, withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

describeOnEachDatabase('co-organisers', (h) => {
  const admins = () => h.api.admins;

  /** A room with contestants and participants, and one co-organiser invited by its owner. */
  async function roomWithCoAdmin(name?: string) {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 2 }));
    const invited = await admins().invite(r.roomId, r.adminToken, name ? { name } : undefined);
    expect(invited.status).toBe(201);
    return { ...r, co: invited.body.admin, coToken: invited.body.adminToken };
  }

  it('lets the owner invite a co-organiser, named or "Co-organiser N", and lists every device', async () => {
    const r = await roomWithCoAdmin();
    expect(r.co).toMatchObject({ name: 'Co-organiser 1', role: 'co_admin' });
    expect(r.coToken.length).toBeGreaterThanOrEqual(22);
    const named = await admins().invite(r.roomId, r.adminToken, { name: '  Sam’s laptop ' });
    expect(named.status).toBe(201);
    expect(named.body.admin.name).toBe('Sam’s laptop');

    const asOwner = await admins().list(r.roomId, r.adminToken);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.admins.map((o) => [o.name, o.role])).toEqual([
      ['Organiser', 'owner'],
      ['Co-organiser 1', 'co_admin'],
      ['Sam’s laptop', 'co_admin'],
    ]);
    expect(asOwner.body.youId).toBe(asOwner.body.admins[0]?.id);
    const asCo = await admins().list(r.roomId, r.coToken);
    expect(asCo.body.youId).toBe(r.co.id);
    // Nobody but an organiser sees the list.
    expect((await admins().list(r.roomId, r.participant(0).token)).status).toBe(403);
    expect((await admins().list(r.roomId)).status).toBe(401);
  });

  it('gives a co-organiser the same powers, but not inviting or revoking', async () => {
    const r = await roomWithCoAdmin('Door laptop');
    const added = await h.api.addContestant(r.roomId, r.coToken, { name: 'Late', blurb: 'l' });
    expect(added.status).toBe(201);
    expect((await h.api.removeParticipant(r.roomId, r.coToken, r.participant(1).id)).status).toBe(
      204,
    );
    expect((await h.api.rank(r.roomId, r.participant(0).token, r.ids)).status).toBe(200);

    const invite = await admins().invite(r.roomId, r.coToken, { name: 'Mine' });
    expect(invite.status).toBe(403);
    expect(invite.body.error).toEqual({
      code: 'owner_only',
      message: ERRORS.ownerOnly,
      reason: 'ownerOnly',
      values: {},
    });
    const owner = (await admins().list(r.roomId, r.coToken)).body.admins[0];
    const revoke = await admins().revoke(r.roomId, r.coToken, owner?.id ?? '');
    expect(revoke.status).toBe(403);
    expect(revoke.body?.error.code).toBe('owner_only');
    const selfRevoke = await admins().revoke(r.roomId, r.coToken, r.co.id);
    expect(selfRevoke.body?.error.code).toBe('owner_only');
    expect((await admins().list(r.roomId, r.adminToken)).body.admins).toHaveLength(2);

    const finished = await h.api.finish(r.roomId, r.coToken);
    expect(finished.status).toBe(200);
    expect(finished.body.results.totalBallots).toBe(1);
  });

  it('names the organiser in the log of who finished voting and who removed whom', async () => {
    const r = await roomWithCoAdmin('Door laptop');
    await h.api.removeParticipant(r.roomId, r.adminToken, r.participant(0).id);
    await h.api.removeParticipant(r.roomId, r.coToken, r.participant(1).id);
    expect((await h.api.finish(r.roomId, r.coToken)).status).toBe(200);
    // Revoked afterwards: the log still names the co-organiser.
    expect((await admins().revoke(r.roomId, r.adminToken, r.co.id)).status).toBe(204);

    const log = await admins().log(r.roomId, r.adminToken);
    expect(log.status).toBe(200);
    expect(log.body.entries.map((e) => [e.action, e.admin, e.participant]).reverse()).toEqual([
      ['remove_participant', 'Organiser', 'Participant 1'],
      ['remove_participant', 'Door laptop', 'Participant 2'],
      ['finish_voting', 'Door laptop', null],
    ]);
    expect((await admins().log(r.roomId, r.participant(0).token)).status).toBe(403);
    expect((await admins().log(r.roomId)).status).toBe(401);
  });

  it('refuses a revoked secret at once, over HTTP and on its open socket', async () => {
    const r = await roomWithCoAdmin();
    const ownerSocket = await h.connect(r.roomId, r.adminToken);
    const coSocket = await h.connect(r.roomId, r.coToken);
    const other = await admins().invite(r.roomId, r.adminToken, { name: 'Stays' });
    const otherSocket = await h.connect(r.roomId, other.body.adminToken);

    expect((await admins().revoke(r.roomId, r.adminToken, r.co.id)).status).toBe(204);
    expect(await closeOf(coSocket)).toEqual(CLOSE.adminRevoked);
    // The organisers who stay hear of it, and keep their sockets.
    for (const socket of [ownerSocket, otherSocket]) {
      await socket.waitFor(withEvent('admins_changed', (e) => e.revokedId === r.co.id));
    }
    expect(await closedWithin(otherSocket, 100)).toBe('still open');

    const refused = await h.api.finish(r.roomId, r.coToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('token_not_for_room');
    expect((await h.api.getRoom(r.roomId, r.coToken)).status).toBe(403);
    expect((await admins().list(r.roomId, r.coToken)).status).toBe(403);
    const again = await h.subscribe(r.roomId, r.coToken);
    expect(await closeOf(again)).toEqual(CLOSE.forbidden);
    expect((await h.api.getRoom(r.roomId, other.body.adminToken)).status).toBe(200);
  });

  it('closes a revoked organiser that asks for a fresh snapshot', async () => {
    const r = await roomWithCoAdmin();
    const coSocket = await h.connect(r.roomId, r.coToken);
    // The row goes behind the hub's back: only the snapshot's own check can notice.
    const { services } = h.server;
    const { deleteAdmin } = await import('#server/repositories/admins-repository.ts');
    await deleteAdmin(services.database.db, r.roomId, r.co.id);
    coSocket.send({ type: 'resync' });
    expect(await closeOf(coSocket)).toEqual(CLOSE.adminRevoked);
  });

  it('refuses bad invitations and revocations with a clear 4xx, changing nothing', async () => {
    const r = await roomWithCoAdmin();
    const list = async () => (await admins().list(r.roomId, r.adminToken)).body.admins;
    const before = await list();

    expectInvalid(
      await admins().invite(r.roomId, r.adminToken, {
        name: 'x'.repeat(ADMIN_NAME_MAX_LENGTH + 1),
      }),
    );
    expectInvalid(await admins().invite(r.roomId, r.adminToken, { name: 'Two\nlines' }));
    expectInvalid(await admins().invite(r.roomId, r.adminToken, { name: 7 }));
    expectInvalid(await admins().invite(r.roomId, r.adminToken, { name: 'A', role: 'owner' }));
    const nul = await admins().invite(r.roomId, r.adminToken, { name: 'A\u0000B' });
    expect(nul.status).toBe(400);
    const hostile = '<img src=x onerror=alert(1)>';
    const kept = await admins().invite(r.roomId, r.adminToken, { name: hostile });
    // Markup is only text: kept as it was typed, shown as text.
    expect(kept.body.admin.name).toBe(hostile);
    expect((await admins().revoke(r.roomId, r.adminToken, kept.body.admin.id)).status).toBe(204);

    const owner = before[0]?.id ?? '';
    const self = await admins().revoke(r.roomId, r.adminToken, owner);
    expect(self.status).toBe(409);
    expect(self.body?.error).toEqual({
      code: 'owner_not_revocable',
      message: ERRORS.ownerNotRevocable,
      reason: 'ownerNotRevocable',
      values: {},
    });
    const stranger = await admins().revoke(
      r.roomId,
      r.adminToken,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body?.error.code).toBe('admin_not_found');
    // An organiser of another room is a stranger here.
    const elsewhere = await roomWithCoAdmin();
    expect((await admins().revoke(r.roomId, r.adminToken, elsewhere.co.id)).status).toBe(404);
    const badId = await admins().revoke(r.roomId, r.adminToken, 'not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body?.error.code).toBe('validation_failed');
    expect((await admins().invite(r.roomId, undefined, {})).status).toBe(401);
    expect((await admins().invite(r.roomId, r.participant(0).token, {})).status).toBe(403);

    expect(await list()).toEqual(before);
    expect((await h.api.getRoom(elsewhere.roomId, elsewhere.coToken)).status).toBe(200);
  });

  it('caps the organisers of one room', async () => {
    const r = atHand(await h.setUpRoom());
    let last = 0;
    for (let i = 0; i < 25 && last !== 409; i++) {
      last = (await admins().invite(r.roomId, r.adminToken)).status;
    }
    expect(last).toBe(409);
    const refused = await admins().invite(r.roomId, r.adminToken);
    expect(refused.body.error).toEqual({
      code: 'admin_limit',
      message: ERRORS.tooManyAdmins,
      reason: 'tooManyAdmins',
      values: {},
    });
    expect((await admins().list(r.roomId, r.adminToken)).body.admins).toHaveLength(20);
  });
});
