import { expect, it } from 'vitest';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { finishedRoom } from './support/voted-room.ts';

const MOVED =
  'The reveal was moved from another screen first: check the step it is on now, then try again.';
const WINNER_STAYS =
  "A winner once shown stays shown: the reveal can't go back before an award's #1.";
const step = (revealStep: number): RoomEvent => ({ type: 'reveal_progressed', revealStep });

describeOnEachDatabase('moving the staged reveal from a step, forward and back', (h) => {
  /** A room of `contestants` with votes, ended, its reveal moved forward to `at`. */
  async function revealedTo(contestants: number, at: number, options: { hold?: boolean } = {}) {
    const r = await finishedRoom(h, { contestants, participants: 2, ...options });
    for (let revealStep = 1; revealStep <= at; revealStep += 1) {
      expect((await h.api.reveal(r.roomId, r.adminToken, revealStep)).status).toBe(200);
    }
    return r;
  }
  const move = (r: { roomId: string; adminToken: string }, from: number, to: number) =>
    h.api.reveal(r.roomId, r.adminToken, { from, step: to });
  const revealStepOf = async (r: { roomId: string; adminToken: string }) =>
    (await h.api.getRoom(r.roomId, r.adminToken)).body.room.revealStep;

  it('refuses a press from a step the reveal has left: 409 reveal_moved, nothing changes, no one is told', async () => {
    const r = await revealedTo(4, 2);
    const admin = await h.connect(r.roomId, r.adminToken);
    // Forward and back, from steps behind and ahead of the room's (2).
    const stalePresses = [
      [0, 1],
      [1, 2],
      [3, 4],
      [1, 0],
      [3, 2],
      [4, 3],
    ] as const;
    for (const [from, to] of stalePresses) {
      const stale = await move(r, from, to);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toEqual({
        code: 'reveal_moved',
        message: MOVED,
        reason: 'revealMoved',
        values: {},
      });
    }
    expect(await revealStepOf(r)).toBe(2);
    expect((await move(r, 2, 3)).body.room.revealStep).toBe(3);
    await admin.waitFor(withEvent('reveal_progressed'));
    expect(eventsOf(admin)).toEqual([step(3)]);
  });

  it('goes back a step at a time down to 0, and forward again, telling every screen', async () => {
    const r = await revealedTo(4, 2);
    const sockets = [
      await h.connect(r.roomId, r.adminToken),
      await h.connect(r.roomId, r.participant(0).token),
      await h.connect(r.roomId),
    ];
    let at = 2;
    for (const to of [1, 0, 1]) {
      const moved = await move(r, at, to);
      expect(moved.status).toBe(200);
      expect(moved.body.room.revealStep).toBe(to);
      at = to;
    }
    for (const socket of sockets) {
      // Updates may come together: wait for the three events, however they are grouped.
      await socket.waitFor(() => eventsOf(socket).length >= 3);
      expect(eventsOf(socket)).toEqual([step(1), step(0), step(1)]);
    }
  });

  it('never goes back to before a #1 once shown: 409 reveal_blocked, and the released results stay out', async () => {
    // Four contestants: #3, #2, #1 (step 3), then the complete ranking (step 4).
    const r = await revealedTo(4, 4, { hold: true });
    expect((await move(r, 4, 3)).status).toBe(200);
    const participant = await h.connect(r.roomId, r.participant(0).token);
    const refused = await move(r, 3, 2);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'reveal_blocked',
      message: WINNER_STAYS,
      reason: 'winnerStaysShown',
      values: {},
    });
    expect(await revealStepOf(r)).toBe(3);
    expect(participant.messages[0]).toMatchObject({ type: 'snapshot', room: { revealStep: 3 } });
    expect((await h.api.results(r.roomId, r.participant(0).token)).body.results).not.toBeNull();
    expect(eventsOf(participant)).toEqual([]);
    // One contestant: its first step is #1, so there is no going back at all.
    const single = await revealedTo(1, 1);
    expect((await move(single, 1, 0)).body.error.code).toBe('reveal_blocked');
  });

  it('moves once for two presses from the same step on two organiser devices at once: the other is refused', async () => {
    const r = await revealedTo(4, 1);
    const invited = await h.api.admins.invite(r.roomId, r.adminToken, { name: 'Stage phone' });
    expect(invited.status).toBe(201);
    const co = { roomId: r.roomId, adminToken: invited.body.adminToken };
    const admin = await h.connect(r.roomId, r.adminToken);
    const presses = await Promise.all([move(r, 1, 2), move(co, 1, 2)]);
    expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
    const loser = presses.find((press) => press.status === 409);
    expect(loser?.body.error).toEqual({
      code: 'reveal_moved',
      message: MOVED,
      reason: 'revealMoved',
      values: {},
    });
    expect(await revealStepOf(r)).toBe(2);
    // Forward and back at once from one step: one of them, not both.
    const mixed = await Promise.all([move(r, 2, 3), move(co, 2, 1)]);
    expect(mixed.map((press) => press.status).sort()).toEqual([200, 409]);
    const won = mixed.find((press) => press.status === 200)?.body.room.revealStep;
    expect(await revealStepOf(r)).toBe(won);
    await admin.waitFor(withEvent('reveal_progressed', (e) => e.revealStep === won));
    expect(eventsOf(admin)).toEqual([step(2), step(won ?? -1)]);
  });

  it('is for organisers alone, back as forward: 403 for a participant, 401 without a token', async () => {
    const r = await revealedTo(4, 2);
    const byParticipant = await h.api.reveal(r.roomId, r.participant(0).token, {
      from: 2,
      step: 1,
    });
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.body.error.code).toBe('admin_only');
    const anonymous = await h.api.reveal(r.roomId, undefined, { from: 2, step: 1 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('token_missing');
    expect(await revealStepOf(r)).toBe(2);
  });
});
