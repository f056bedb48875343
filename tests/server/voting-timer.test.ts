import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contestants, rooms } from '#server/db/schema.ts';
import { finishByTimer } from '#server/services/timer-service.ts';
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from '#shared/voting-timer.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { endingsOf } from './support/voting-endings.ts';

/** Long enough to wait for a timer that runs the shortest time. */
const FIRES_WITHIN_MS = TIMER_MIN_SECONDS * 1000 + 10_000;

describeOnEachDatabase('voting timer', (h) => {
  const db = () => h.server.services.database.db;

  it('starts, replaces and cancels the timer, and every audience hears each change', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({
      contestants: 1,
      participants: 1,
    });
    const admin = await h.connect(room.id, adminToken);
    const phone = await h.connect(room.id, participants[0]?.token);
    const screen = await h.connect(room.id);

    const before = Date.now();
    const started = await h.api.startTimer(room.id, adminToken, { seconds: 600 });
    expect(started.status).toBe(200);
    const endsAt = Date.parse(started.body.room.votingEndsAt ?? '');
    expect(endsAt).toBeGreaterThanOrEqual(before + 599_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 601_000);
    expect((await h.api.getRoom(room.id, adminToken)).body.room.votingEndsAt).toBe(
      started.body.room.votingEndsAt,
    );
    for (const socket of [admin, phone, screen]) {
      await socket.waitFor(withEvent('timer_changed', (e) => e.votingEndsAt !== null));
    }
    expect(h.server.app.timers.size).toBe(1);

    const replaced = await h.api.startTimer(room.id, adminToken, { seconds: 60 });
    expect(replaced.status).toBe(200);
    expect(Date.parse(replaced.body.room.votingEndsAt ?? '')).toBeLessThan(endsAt);

    const cancelled = await h.api.cancelTimer(room.id, adminToken);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.room.votingEndsAt).toBeNull();
    for (const socket of [admin, phone, screen]) {
      await socket.waitFor(withEvent('timer_changed', (e) => e.votingEndsAt === null));
      expect(eventsOf(socket).map((e) => e.type === 'timer_changed' && e.votingEndsAt)).toEqual([
        started.body.room.votingEndsAt,
        replaced.body.room.votingEndsAt,
        null,
      ]);
    }
    expect(h.server.app.timers.size).toBe(0);
    // Cancelling with no timer running changes nothing.
    expect((await h.api.cancelTimer(room.id, adminToken)).status).toBe(200);
    expect((await h.api.getRoom(room.id, adminToken)).body.room.status).toBe('setup');
  });

  it('refuses a participant, the public, an ended room, a room without contestants and bad seconds, changing nothing', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({
      contestants: 1,
      participants: 1,
    });
    const phone = await h.api.startTimer(room.id, participants[0]?.token, { seconds: 60 });
    expect(phone.status).toBe(403);
    expect(phone.body.error.code).toBe('admin_only');
    expect((await h.api.cancelTimer(room.id, participants[0]?.token)).status).toBe(403);
    expect((await h.api.startTimer(room.id, undefined, { seconds: 60 })).status).toBe(401);
    for (const body of [
      { seconds: TIMER_MIN_SECONDS - 1 },
      { seconds: TIMER_MAX_SECONDS + 1 },
      { seconds: 60.5 },
      { seconds: '60' },
      { minutes: 1 },
      { seconds: 60, extra: true },
      {},
    ]) {
      expectInvalid(await h.api.startTimer(room.id, adminToken, body));
    }
    expect((await h.api.getRoom(room.id, adminToken)).body.room.votingEndsAt).toBeNull();

    const empty = await h.setUpRoom();
    const noContestants = await h.api.startTimer(empty.room.id, empty.adminToken, { seconds: 60 });
    expect(noContestants.status).toBe(409);
    expect(noContestants.body.error.code).toBe('no_contestants');
    expect(noContestants.body.error.message).not.toBe('');

    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const ended = await h.api.startTimer(room.id, adminToken, { seconds: 60 });
    expect(ended.status).toBe(409);
    expect(ended.body.error.code).toBe('room_ended');
    for (const id of [room.id, empty.room.id]) {
      const [row] = await db().select().from(rooms).where(eq(rooms.id, id));
      expect(row?.votingEndsAt).toBeNull();
    }
    expect(h.server.app.timers.size).toBe(0);
  });

  it('ends voting when the timer runs out: results once, one audit entry by the timer', async () => {
    const {
      room,
      adminToken,
      contestants: [first],
      participants,
    } = await h.setUpRoom({
      contestants: 2,
      participants: 1,
    });
    const voter = participants[0]?.token ?? '';
    expect((await h.api.rank(room.id, voter, [first?.id ?? ''])).status).toBe(200);
    const admin = await h.connect(room.id, adminToken);
    const phone = await h.connect(room.id, voter);
    const screen = await h.connect(room.id);

    const started = await h.api.startTimer(room.id, adminToken, { seconds: TIMER_MIN_SECONDS });
    expect(started.status).toBe(200);
    for (const socket of [admin, phone, screen]) {
      await socket.waitFor(withEvent('results_published'), { timeoutMs: FIRES_WITHIN_MS });
    }
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(started.body.room.votingEndsAt ?? ''));
    // Another try, as a second node would make, finds voting ended and does nothing.
    expect(await finishByTimer(h.server.services, room.id)).toEqual({ kind: 'none' });

    const after = await h.api.getRoom(room.id, adminToken);
    expect(after.body.room).toMatchObject({ status: 'ended', votingEndsAt: null });
    const { results, audit } = await endingsOf(db(), room.id);
    expect(results).toHaveLength(1);
    expect(results[0]?.winnerId).toBe(first?.id);
    expect(audit.map((entry) => entry.userId)).toEqual(['timer']);
    for (const socket of [admin, phone, screen]) {
      expect(eventsOf(socket).filter((e) => e.type === 'results_published')).toHaveLength(1);
    }
    expect(h.server.app.timers.size).toBe(0);
  });

  it('ends voting once when two tries race for a timer that is due', async () => {
    const { room } = await h.setUpRoom({ contestants: 1 });
    await db()
      .update(rooms)
      .set({ votingEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rooms.id, room.id));
    const outcomes = await Promise.all([
      finishByTimer(h.server.services, room.id),
      finishByTimer(h.server.services, room.id),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['finished', 'none']);
    const { results, audit } = await endingsOf(db(), room.id);
    expect(results).toHaveLength(1);
    expect(audit).toHaveLength(1);
  });

  it('does not end voting before the database says the timer is due', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    expect((await h.api.startTimer(room.id, adminToken, { seconds: 60 })).status).toBe(200);
    const early = await finishByTimer(h.server.services, room.id);
    expect(early.kind).toBe('not-due');
    expect((await h.api.getRoom(room.id, adminToken)).body.room.status).toBe('setup');
    expect((await h.api.cancelTimer(room.id, adminToken)).status).toBe(200);
  });

  it('a finish by hand stops the timer', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    expect((await h.api.startTimer(room.id, adminToken, { seconds: 600 })).status).toBe(200);
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    expect(finished.body.room.votingEndsAt).toBeNull();
    const admin = await h.connect(room.id, adminToken);
    await admin.waitFor((m) => m.type === 'snapshot');
    expect(h.server.app.timers.size).toBe(0);
    const { audit } = await endingsOf(db(), room.id);
    expect(audit.map((entry) => entry.userId)).not.toContain('timer');
  });

  it('a timer that runs out after every contestant is gone stops and leaves voting open', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    const admin = await h.connect(room.id, adminToken);
    expect(
      (await h.api.startTimer(room.id, adminToken, { seconds: TIMER_MIN_SECONDS })).status,
    ).toBe(200);
    await db().delete(contestants).where(eq(contestants.roomId, room.id));
    await admin.waitFor(
      withEvent('timer_changed', (e) => e.votingEndsAt === null),
      {
        timeoutMs: FIRES_WITHIN_MS,
      },
    );
    const after = await h.api.getRoom(room.id, adminToken);
    expect(after.body.room).toMatchObject({ status: 'setup', votingEndsAt: null });
    const { results, audit } = await endingsOf(db(), room.id);
    expect(results).toHaveLength(0);
    expect(audit).toHaveLength(0);
  });
});
