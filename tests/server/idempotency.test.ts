import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomParticipants, rooms } from '#server/db/schema.ts';
import { ERRORS } from '#shared/messages.ts';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { type AnswerCutter, CutPlan, startAnswerCutter } from './support/answer-cutter.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';

/** A key as a phone makes one: 128 random bits, URL-safe. */
const newKey = () => randomBytes(16).toString('base64url');

async function participantsIn(h: Harness, roomId: string): Promise<number> {
  const [row] = await h.server.services.database.db
    .select({ n: count() })
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, roomId));
  return row?.n ?? 0;
}

async function roomsNamed(h: Harness, name: string): Promise<number> {
  const [row] = await h.server.services.database.db
    .select({ n: count() })
    .from(rooms)
    .where(eq(rooms.name, name));
  return row?.n ?? 0;
}

describeOnEachDatabase('a join or a new room sent again with its idempotency key', (h) => {
  let cutter: AnswerCutter;
  const plan = new CutPlan();
  beforeAll(async () => {
    cutter = await startAnswerCutter(
      { host: '127.0.0.1', port: Number(new URL(h.server.baseUrl).port) },
      plan,
    );
  });
  afterAll(async () => {
    await cutter.close();
  });

  it('answers a join sent again with the participant and token it first made', async () => {
    const { room } = await h.setUpRoom();
    const key = newKey();
    const first = await h.api.join({ code: room.code, name: 'Ada' }, key);
    const again = await h.api.join({ code: room.code, name: 'Ada' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.participant).toEqual(first.body.participant);
    expect(again.body.participantToken).toBe(first.body.participantToken);
    expect(await participantsIn(h, room.id)).toBe(1);
    // Without a key, the same details are another person of that name.
    await h.api.join({ code: room.code, name: 'Ada' });
    expect(await participantsIn(h, room.id)).toBe(2);
  });

  it('makes one participant of the same join sent five times at once', async () => {
    const { room } = await h.setUpRoom();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.api.join({ code: room.code, name: 'Grace' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.participant.id)).size).toBe(1);
    expect(await participantsIn(h, room.id)).toBe(1);
  });

  it('joins once when the answer was lost after the commit and the phone sends it again', async () => {
    const { room } = await h.setUpRoom();
    const key = newKey();
    const through = new ApiClient(cutter.url);
    plan.cutAnswers(1);
    const lost = await through.join({ code: room.code, name: 'Lin' }, key).catch(() => 'lost');
    expect(lost).toBe('lost');
    expect(plan.pending).toBe(0);
    // The server did it: the answer alone was lost.
    expect(await participantsIn(h, room.id)).toBe(1);
    const again = await through.join({ code: room.code, name: 'Lin' }, key);
    expect(again.status).toBe(201);
    expect(await participantsIn(h, room.id)).toBe(1);
    // The token handed out again is the participant's: it opens the room.
    const opened = await h.api.getRoom(room.id, again.body.participantToken);
    expect(opened.status).toBe(200);
  });

  it('creates one room when its answer was lost and it is asked for again', async () => {
    const key = newKey();
    const name = `Kept ${randomBytes(3).toString('hex')}`;
    const through = new ApiClient(cutter.url);
    plan.cutAnswers(1);
    const lost = await through.createRoom({ name, title: 'Once' }, key).catch(() => 'lost');
    expect(lost).toBe('lost');
    expect(await roomsNamed(h, name)).toBe(1);
    const again = await through.createRoom({ name, title: 'Once' }, key);
    expect(again.status).toBe(201);
    expect(await roomsNamed(h, name)).toBe(1);
    const opened = await h.api.getRoom(again.body.room.id, again.body.adminToken);
    expect(opened.status).toBe(200);
    expect(opened.body.room.code).toBe(again.body.room.code);
  });

  it('creates one room of the same request sent four times at once', async () => {
    const key = newKey();
    const name = `Twin ${randomBytes(3).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => h.api.createRoom({ name, title: 'Once' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.room.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.adminToken)).size).toBe(1);
    expect(await roomsNamed(h, name)).toBe(1);
  });

  it('refuses a key sent again for another join or room, and changes nothing', async () => {
    const { room } = await h.setUpRoom();
    const key = newKey();
    await h.api.join({ code: room.code, name: 'Mae' }, key);
    const other = await h.api.join({ code: room.code, name: 'Someone else' }, key);
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({
      code: 'validation_failed',
      reason: 'idempotencyKeyReused',
      message: ERRORS.idempotencyKeyReused,
    });
    expect(await participantsIn(h, room.id)).toBe(1);

    const roomKey = newKey();
    const name = `Own ${randomBytes(3).toString('hex')}`;
    await h.api.createRoom({ name, title: 'Mine' }, roomKey);
    const another = await h.api.createRoom({ name: `${name}!`, title: 'Mine' }, roomKey);
    expect(another.status).toBe(400);
    expect(another.body.error.reason).toBe('idempotencyKeyReused');
    expect(await roomsNamed(h, `${name}!`)).toBe(0);
  });

  it.each([
    ['too short to be secret', 'abc'],
    ['with characters outside URL-safe base64', `${'a'.repeat(22)}+/`],
    ['too long', 'a'.repeat(65)],
  ])('refuses a key %s, before anything is made', async (_label, key) => {
    const { room } = await h.setUpRoom();
    const joined = await h.api.join({ code: room.code, name: 'Ned' }, key);
    expect(joined.status).toBe(400);
    expect(joined.body.error).toMatchObject({
      code: 'validation_failed',
      reason: 'idempotencyKeyInvalid',
      message: ERRORS.idempotencyKeyInvalid,
    });
    expect(await participantsIn(h, room.id)).toBe(0);
    const name = `Bad ${randomBytes(3).toString('hex')}`;
    const created = await h.api.createRoom({ name, title: 'No' }, key);
    expect(created.status).toBe(400);
    expect(await roomsNamed(h, name)).toBe(0);
  });
});
