import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

const HOLD_AFTER_END = 'Voting has ended: the results hold can no longer be changed.';

describeOnEachDatabase('holding results for the reveal', (h) => {
  const room = async (contestants = 1, participants = 1) =>
    atHand(await h.setUpRoom({ contestants, participants }));
  const hold = (roomId: string, token: string | undefined, holdResults: boolean) =>
    h.api.holdResults(roomId, token, { holdResults });
  const holdOf = async (roomId: string, adminToken: string) =>
    (await h.api.getRoom(roomId, adminToken)).body.room.holdResults;

  it('is off by default; the organiser turns it on and off while voting is open', async () => {
    const r = await room();
    expect(r.room.holdResults).toBe(false);
    const on = await hold(r.roomId, r.adminToken, true);
    expect(on.status).toBe(200);
    expect(on.body.room).toEqual({ ...r.room, holdResults: true });
    expect((await h.api.getRoom(r.roomId, r.participant(0).token)).body.room.holdResults).toBe(
      true,
    );
    expect((await h.api.findRoomByCode(r.room.code)).body.room.holdResults).toBe(true);
    const off = await hold(r.roomId, r.adminToken, false);
    expect(off.status).toBe(200);
    expect(off.body.room).toEqual(r.room);
    expect(await holdOf(r.roomId, r.adminToken)).toBe(false);
  });

  it('tells admins, participants and the public live, once per change', async () => {
    const r = await room();
    const sockets = [
      await h.connect(r.roomId, r.adminToken),
      await h.connect(r.roomId, r.participant(0).token),
      await h.connect(r.roomId),
    ];
    await hold(r.roomId, r.adminToken, true);
    // Setting what is already set changes nothing and tells no one.
    expect((await hold(r.roomId, r.adminToken, true)).body.room.holdResults).toBe(true);
    await hold(r.roomId, r.adminToken, false);
    for (const socket of sockets) {
      await socket.waitFor(withEvent('hold_results_changed', (e) => !e.holdResults));
      expect(eventsOf(socket)).toEqual([
        { type: 'hold_results_changed', holdResults: true },
        { type: 'hold_results_changed', holdResults: false },
      ]);
    }
  });

  it('shows the hold in the snapshot of every audience', async () => {
    const r = await room();
    await hold(r.roomId, r.adminToken, true);
    for (const token of [r.adminToken, r.participant(0).token, undefined]) {
      const socket = await h.connect(r.roomId, token);
      expect(socket.messages[0]).toMatchObject({ type: 'snapshot', room: { holdResults: true } });
    }
  });

  it('is for the organiser alone: 403 for a participant, 401 without a token, 403 for another room', async () => {
    const r = await room();
    const other = await room();
    const byParticipant = await hold(r.roomId, r.participant(0).token, true);
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.body.error).toEqual({
      code: 'admin_only',
      message: 'Only the room organiser can do this.',
      reason: 'adminOnly',
      values: {},
    });
    const anonymous = await hold(r.roomId, undefined, true);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('token_missing');
    const otherAdmin = await hold(r.roomId, other.adminToken, true);
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.error.code).toBe('token_not_for_room');
    expect(await holdOf(r.roomId, r.adminToken)).toBe(false);
  });

  it('answers 404 for a room that does not exist, and 400 for an id that is not one', async () => {
    const r = await room();
    const unknown = await hold(randomUUID(), r.adminToken, true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: 'room_not_found',
      message: 'Room not found.',
      reason: 'roomNotFound',
      values: {},
    });
    const malformed = await hold('not-a-room', r.adminToken, true);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Not a valid id.');
  });

  it('can no longer change once voting has ended: 409 room_ended, with the reason', async () => {
    const r = await room();
    await hold(r.roomId, r.adminToken, true);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    for (const value of [false, true]) {
      const refused = await hold(r.roomId, r.adminToken, value);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'room_ended',
        message: HOLD_AFTER_END,
        reason: 'holdAfterEnd',
        values: {},
      });
    }
    expect(await holdOf(r.roomId, r.adminToken)).toBe(true);
    // Only the organiser learns why: a participant is refused as before.
    expect((await hold(r.roomId, r.participant(0).token, false)).status).toBe(403);
  });

  it.each([
    ['no body', {}],
    ['an empty object', { body: {} }],
    ['a string for the flag', { body: { holdResults: 'true' } }],
    ['a number for the flag', { body: { holdResults: 1 } }],
    ['null for the flag', { body: { holdResults: null } }],
    ['an extra field', { body: { holdResults: true, revealStep: 3 } }],
    ['an array', { body: [true] }],
    ['JSON that does not parse', { rawBody: '{holdResults: true' }],
  ])('refuses %s with 400 and changes nothing', async (_case, request) => {
    const r = await room();
    const admin = await h.connect(r.roomId, r.adminToken);
    const refused = await h.api.toRoom(routes.holdResults, r.roomId, {
      token: r.adminToken,
      ...request,
    });
    expectInvalid(refused);
    expect(await holdOf(r.roomId, r.adminToken)).toBe(false);
    // The next change is the first the room hears of.
    await hold(r.roomId, r.adminToken, true);
    await admin.waitFor(withEvent('hold_results_changed'));
    expect(eventsOf(admin)).toEqual([{ type: 'hold_results_changed', holdResults: true }]);
  });
});
