import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { routes } from '#shared/routes.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { finishedRoom, votedRoom } from './support/voted-room.ts';

const REVEAL_BEFORE_END = 'Voting is still open: end it before revealing the results.';
const REVEAL_COMPLETE = 'The reveal is complete: there is no next step.';
const step = (revealStep: number): RoomEvent => ({ type: 'reveal_progressed', revealStep });

describeOnEachDatabase('the staged reveal', (h) => {
  /** A room with votes, ended: its results are ready to reveal. */
  async function endedRoom(contestants: number, options: { hold?: boolean } = {}) {
    return finishedRoom(h, { contestants, participants: 2, ...options });
  }
  const revealStepOf = async (roomId: string, token: string) =>
    (await h.api.getRoom(roomId, token)).body.room.revealStep;

  it('starts at step 0 in a new room', async () => {
    const r = await votedRoom(h, { contestants: 1, participants: 0 });
    expect(r.room.revealStep).toBe(0);
  });

  it('refuses to reveal while voting is open: 409 voting_open, and the room is unchanged', async () => {
    const r = await votedRoom(h, { contestants: 3, participants: 1 });
    const refused = await h.api.reveal(r.roomId, r.adminToken, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'voting_open',
      message: REVEAL_BEFORE_END,
      reason: 'revealBeforeEnd',
      values: {},
    });
    expect((await h.api.getRoom(r.roomId, r.adminToken)).body.room).toEqual(r.room);
  });

  it('is for the organiser alone: 403 for a participant, 401 without a token, 404 for no room', async () => {
    const r = await endedRoom(3);
    const other = await votedRoom(h, { contestants: 1, participants: 0 });
    const byParticipant = await h.api.reveal(r.roomId, r.participant(0).token, 1);
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.body.error.code).toBe('admin_only');
    const anonymous = await h.api.reveal(r.roomId, undefined, 1);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('token_missing');
    const otherAdmin = await h.api.reveal(r.roomId, other.adminToken, 1);
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.error.code).toBe('token_not_for_room');
    const unknown = await h.api.reveal(randomUUID(), r.adminToken, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('room_not_found');
    expect(await revealStepOf(r.roomId, r.adminToken)).toBe(0);
  });

  it('goes step by step to the complete ranking, and no further: 409 reveal_blocked there', async () => {
    const r = await endedRoom(4);
    for (const revealStep of [1, 2, 3, 4]) {
      const revealed = await h.api.reveal(r.roomId, r.adminToken, revealStep);
      expect(revealed.status).toBe(200);
      expect(revealed.body.room).toMatchObject({ id: r.roomId, status: 'ended', revealStep });
    }
    const beyond = await h.api.reveal(r.roomId, r.adminToken, 5);
    expect(beyond.status).toBe(409);
    expect(beyond.body.error).toEqual({
      code: 'reveal_blocked',
      message: REVEAL_COMPLETE,
      reason: 'revealComplete',
      values: {},
    });
    expect(await revealStepOf(r.roomId, r.adminToken)).toBe(4);
  });

  it.each([
    { contestants: 1, last: 1 },
    { contestants: 2, last: 2 },
    { contestants: 3, last: 3 },
    { contestants: 10, last: 4 },
  ])('ends at step $last with $contestants contestants', async (c) => {
    const r = await endedRoom(c.contestants);
    for (let revealStep = 1; revealStep <= c.last; revealStep += 1) {
      expect((await h.api.reveal(r.roomId, r.adminToken, revealStep)).status).toBe(200);
    }
    expect((await h.api.reveal(r.roomId, r.adminToken, c.last + 1)).status).toBe(409);
    expect(await revealStepOf(r.roomId, r.adminToken)).toBe(c.last);
  });

  it('tells admins, participants and the public of each step live', async () => {
    const r = await endedRoom(4);
    const sockets = [
      await h.connect(r.roomId, r.adminToken),
      await h.connect(r.roomId, r.participant(0).token),
      await h.connect(r.roomId),
    ];
    for (const revealStep of [1, 2, 3, 4]) {
      await h.api.reveal(r.roomId, r.adminToken, revealStep);
      for (const socket of sockets) {
        await socket.waitFor(withEvent('reveal_progressed', (e) => e.revealStep === revealStep));
      }
    }
    for (const socket of sockets) {
      expect(eventsOf(socket)).toEqual([step(1), step(2), step(3), step(4)]);
    }
  });

  it('continues where it was: the step is kept for a fresh read or snapshot', async () => {
    const r = await endedRoom(4, { hold: true });
    for (const revealStep of [1, 2]) await h.api.reveal(r.roomId, r.adminToken, revealStep);
    expect(await revealStepOf(r.roomId, r.adminToken)).toBe(2);
    expect(await revealStepOf(r.roomId, r.participant(1).token)).toBe(2);
    expect((await h.api.findRoomByCode(r.room.code)).body.room.revealStep).toBe(2);
    for (const token of [r.adminToken, r.participant(0).token, undefined]) {
      const socket = await h.connect(r.roomId, token);
      expect(socket.messages[0]).toMatchObject({ type: 'snapshot', room: { revealStep: 2 } });
    }
    expect((await h.api.reveal(r.roomId, r.adminToken, 3)).body.room.revealStep).toBe(3);
  });

  it.each([
    ['a step two ahead', { body: { from: 1, step: 3 } }],
    ['a step two back', { body: { from: 1, step: -1 } }],
    ['the step it is on', { body: { from: 1, step: 1 } }],
    ['a negative from', { body: { from: -1, step: 0 } }],
    ['a fractional step', { body: { from: 1, step: 1.5 } }],
    ['a step as a string', { body: { from: 1, step: '2' } }],
    ['a step of null', { body: { from: 1, step: null } }],
    ['no from', { body: { step: 2 } }],
    ['no step', { body: { from: 1 } }],
    ['an absurd step', { body: { from: 1e9 - 1, step: 1e9 } }],
    ['an extra field', { body: { from: 1, step: 2, holdResults: false } }],
    ['an empty object', { body: {} }],
    ['no body', {}],
    ['JSON that does not parse', { rawBody: '{"from": 1, "step": 2' }],
  ])('refuses %s with 400 and changes nothing', async (_case, request) => {
    const r = await endedRoom(3);
    await h.api.reveal(r.roomId, r.adminToken, 1);
    const refused = await h.api.toRoom(routes.reveal, r.roomId, {
      token: r.adminToken,
      ...request,
    });
    expectInvalid(refused);
    expect(await revealStepOf(r.roomId, r.adminToken)).toBe(1);
  });
});
