import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newRoomCode } from '#server/auth/tokens.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { databaseKinds } from './support/test-database.ts';

const ROOM_NOT_FOUND_BY_CODE = 'Room not found. Please check your room code.';
const ROOM_ENDED = 'This room has ended and is no longer accepting votes.';
const FILL_IN = 'Please fill in all fields';

describe.each(databaseKinds)('rooms [%s]', (kind) => {
  /** How many room codes the server asked for: one per room insert attempt. */
  let codesGenerated = 0;
  const h = useHarness(kind, {
    newRoomCode: () => {
      codesGenerated++;
      return newRoomCode();
    },
  });

  it('creates a room in setup with a 10-character [A-Z0-9] code and an admin token', async () => {
    const created = await h.api.createRoom({ name: '  Hack Night  ', title: 'Best vibe app' });
    expect(created.status).toBe(201);
    const { room, adminToken } = created.body;
    expect(room.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(room.name).toBe('Hack Night');
    expect(room.title).toBe('Best vibe app');
    expect(room.status).toBe('setup');
    expect(typeof adminToken).toBe('string');
    expect(adminToken.length).toBeGreaterThanOrEqual(32);
  });

  it('gives every room a distinct code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const created = await h.api.createRoom({ name: `Room ${i}`, title: 'Unique codes' });
      expect(created.status).toBe(201);
      codes.add(created.body.room.code);
    }
    expect(codes.size).toBe(40);
  });

  it.each([
    [
      'a name over 20 characters',
      { name: 'x'.repeat(21), title: 'T' },
      'Room name must be at most 20 characters.',
    ],
    ['a blank name', { name: '   ', title: 'T' }, 'Room name is required.'],
    ['a missing name', { title: 'T' }, 'Room name is required.'],
    ['a blank title', { name: 'Room', title: '' }, 'Challenge title is required.'],
    ['an unknown field', { name: 'Room', title: 'T', admin: true }, 'admin'],
  ])('refuses %s with 400 and creates no room', async (_label, body, message) => {
    const before = codesGenerated;
    const created = await h.api.createRoom(body);
    expect(created.status).toBe(400);
    expect(created.body.error.code).toBe('validation_failed');
    expect(created.body.error.message).toContain(message);
    expect(codesGenerated).toBe(before);
  });

  it('accepts a room name of exactly 20 characters', async () => {
    const created = await h.api.createRoom({ name: 'x'.repeat(20), title: 'T' });
    expect(created.status).toBe(201);
    expect(created.body.room.name).toBe('x'.repeat(20));
  });

  it.each([
    ['malformed JSON', '{"name":', 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 'The request body is empty; send a JSON object.'],
  ])('answers %s with 400, not 500, and creates no room', async (_label, rawBody, message) => {
    const before = codesGenerated;
    const response = await h.api.request<{ error: { code: string; message: string } }>(
      routes.createRoom.method,
      routes.createRoom.url(),
      { rawBody },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(codesGenerated).toBe(before);
  });

  // The error handler words a non-object body as below; it checks for an
  // instancePath of '' but the zod provider reports the root as '/'.
  it('answers a JSON array body with 400 and "The request body must be a JSON object."', async () => {
    const before = codesGenerated;
    const response = await h.api.request<{ error: { code: string; message: string } }>(
      routes.createRoom.method,
      routes.createRoom.url(),
      { rawBody: '[]' },
    );
    expect(response.status).toBe(400);
    expect(codesGenerated).toBe(before);
    expect(response.body.error.message).toBe('The request body must be a JSON object.');
  });

  it('restores a room by id with its admin token or a participant token', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({ participants: 1 });
    const asAdmin = await h.api.getRoom(room.id, adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.room).toEqual(room);
    const asParticipant = await h.api.getRoom(room.id, participants[0]?.token);
    expect(asParticipant.status).toBe(200);
    expect(asParticipant.body.room.id).toBe(room.id);
  });

  it('answers an unknown room id with 404 Room not found. and a non-uuid id with 400', async () => {
    const { adminToken } = await h.setUpRoom();
    const unknown = await h.api.getRoom(randomUUID(), adminToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Room not found.');
    const malformed = await h.api.getRoom('not-a-uuid', adminToken);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Not a valid id.');
  });

  it('finds a room by its code typed in lower case, and 404s an unknown code', async () => {
    const { room } = await h.setUpRoom();
    const found = await h.api.findRoomByCode(room.code.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body.room).toEqual(room);
    const unknown = await h.api.findRoomByCode('ZZZZZZZZZ0');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(ROOM_NOT_FOUND_BY_CODE);
  });

  it('joins with a lower-case code, trims the name and issues a participant id (voter_…) and token', async () => {
    const { room } = await h.setUpRoom();
    const joined = await h.api.join({ code: ` ${room.code.toLowerCase()} `, name: '  Alice  ' });
    expect(joined.status).toBe(201);
    expect(joined.body.room.id).toBe(room.id);
    expect(joined.body.participant.name).toBe('Alice');
    expect(joined.body.participant.id).toMatch(/^voter_\d{13}_[a-z0-9]+$/);
    expect(joined.body.participantToken.length).toBeGreaterThanOrEqual(32);
    const ballot = await h.api.getBallot(room.id, joined.body.participantToken);
    expect(ballot.status).toBe(200);
  });

  it('joins and finds a room by its code as it is read aloud: grouped, spaced, in lower case', async () => {
    const { room } = await h.setUpRoom();
    const grouped = `${room.code.slice(0, 5)}-${room.code.slice(5)}`;
    const spaced = `${room.code.slice(0, 5)} ${room.code.slice(5)}`.toLowerCase();
    for (const code of [grouped, spaced]) {
      const joined = await h.api.join({ code, name: 'Grace' });
      expect(joined.status).toBe(201);
      expect(joined.body.room).toEqual(room);
      const found = await h.api.findRoomByCode(code);
      expect(found.status).toBe(200);
      expect(found.body.room).toEqual(room);
    }
  });

  it('refuses a code with other punctuation with 400 and the spec message, joining no one', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const joined = await h.api.join({
      code: `${room.code.slice(0, 5)}.${room.code.slice(5)}`,
      name: 'Dot',
    });
    expect(joined.status).toBe(400);
    expect(joined.body.error.message).toBe(ROOM_NOT_FOUND_BY_CODE);
    expect((await h.api.participants(room.id, adminToken)).body.participants).toEqual([]);
  });

  it('gives each joining participant a different id and token', async () => {
    const { room } = await h.setUpRoom();
    const first = await h.api.join({ code: room.code, name: 'Sam' });
    const second = await h.api.join({ code: room.code, name: 'Sam' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.participant.id).not.toBe(first.body.participant.id);
    expect(second.body.participantToken).not.toBe(first.body.participantToken);
  });

  it.each([
    ['a blank code', { code: '   ', name: 'Alice' }],
    ['a blank name', { code: 'ABCDEFGHIJ', name: '  ' }],
    ['a missing name', { code: 'ABCDEFGHIJ' }],
    ['both blank', { code: '', name: '' }],
  ])('refuses to join with %s: Please fill in all fields', async (_label, body) => {
    const joined = await h.api.join(body);
    expect(joined.status).toBe(400);
    expect(joined.body.error.message).toBe(FILL_IN);
  });

  it('refuses to join an unknown code with 404 and the spec message', async () => {
    const joined = await h.api.join({ code: 'NOSUCHROOM', name: 'Alice' });
    expect(joined.status).toBe(404);
    expect(joined.body.error.message).toBe(ROOM_NOT_FOUND_BY_CODE);
  });

  it('refuses to join an ended room with 409 and adds no participant', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1, participants: 1 });
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const joined = await h.api.join({ code: room.code, name: 'Late' });
    expect(joined.status).toBe(409);
    expect(joined.body.error.message).toBe(ROOM_ENDED);
    const participants = await h.api.participants(room.id, adminToken);
    expect(participants.body.participants.map((p) => p.name)).toEqual(['Participant 1']);
  });

  it('answers malformed JSON on join with 400, not 500', async () => {
    const response = await h.api.request<{ error: { message: string } }>(
      routes.joinRoom.method,
      routes.joinRoom.url(),
      {
        rawBody: '{code: ABC}',
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The request body is not valid JSON.');
  });
});

describe.each(databaseKinds)('room code collisions [%s]', (kind) => {
  const sequence = ['SAMECODE01', 'SAMECODE01', 'NEWCODE002'];
  let calls = 0;
  const h = useHarness(kind, { newRoomCode: () => sequence[calls++] ?? newRoomCode() });

  it('retries with a new code when the generated code is taken', async () => {
    const first = await h.api.createRoom({ name: 'First', title: 'T' });
    const second = await h.api.createRoom({ name: 'Second', title: 'T' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.room.code).toBe('SAMECODE01');
    expect(second.body.room.code).toBe('NEWCODE002');
    expect(calls).toBe(3);
    expect((await h.api.findRoomByCode('SAMECODE01')).body.room.id).toBe(first.body.room.id);
    expect((await h.api.findRoomByCode('NEWCODE002')).body.room.id).toBe(second.body.room.id);
  });
});
