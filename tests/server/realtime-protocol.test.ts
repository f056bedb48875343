import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { closeOf } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';

const MAX_MESSAGE_BYTES = 16 * 1024;
const UNKNOWN_ROOM_ID = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';

function subscribe(roomId: string, token: string) {
  return { type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId, token };
}

// The protocol does not depend on the database: PGlite alone is enough.
describe('realtime protocol refusals [pglite]', () => {
  const h = useHarness('pglite');
  let roomId: string;
  let adminToken: string;
  let participantToken: string;
  let otherRoomAdminToken: string;
  let otherRoomParticipantToken: string;

  beforeAll(async () => {
    const room = await h.setUpRoom({ contestants: 1, participants: 1 });
    const other = await h.setUpRoom({ contestants: 1, participants: 1 });
    roomId = room.room.id;
    adminToken = room.adminToken;
    participantToken = must(room.participants[0]).token;
    otherRoomAdminToken = other.adminToken;
    otherRoomParticipantToken = must(other.participants[0]).token;
  });

  /** Opens a socket, sends each frame in turn, and returns how it was closed. */
  async function closeAfter(...frames: (string | Buffer | object)[]) {
    const client = await h.open();
    for (const frame of frames) {
      if (typeof frame === 'string' || Buffer.isBuffer(frame)) client.sendRaw(frame);
      else client.send(frame);
    }
    const closed = await closeOf(client);
    return { closed, messages: client.messages };
  }

  it.each([
    ['a first message that is not JSON', 'hello there'],
    ['JSON that is not an object', '42'],
    ['JSON null', 'null'],
    ['JSON of an unknown type', JSON.stringify({ type: 'hello' })],
    [
      'a subscribe without a room',
      JSON.stringify({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION }),
    ],
    ['a subscribe with an empty token', JSON.stringify({ ...subscribe(UNKNOWN_ROOM_ID, '') })],
    [
      'a subscribe with an unknown field',
      JSON.stringify({ ...subscribe(UNKNOWN_ROOM_ID, 'token'), extra: true }),
    ],
    ['a resync with an unknown field', JSON.stringify({ type: 'resync', force: true })],
  ])('closes with 4400 on %s', async (_, frame) => {
    const { closed, messages } = await closeAfter(frame);
    expect(closed).toEqual(CLOSE.malformedMessage);
    expect(messages).toEqual([]);
  });

  it('closes with 4400 on a binary frame, even one holding a valid subscribe', async () => {
    const frame = Buffer.from(JSON.stringify(subscribe(roomId, adminToken)));
    const { closed, messages } = await closeAfter(frame);
    expect(closed).toEqual(CLOSE.malformedMessage);
    expect(messages).toEqual([]);
  });

  it('closes with 4426 when a subscribe uses another protocol version, even with good credentials', async () => {
    const { closed, messages } = await closeAfter({
      ...subscribe(roomId, adminToken),
      protocolVersion: PROTOCOL_VERSION + 1,
    });
    expect(closed).toEqual(CLOSE.unsupportedProtocol);
    expect(messages).toEqual([]);
  });

  it('subscribes the public on a subscribe without a token: turnout only, no participants or ballots', async () => {
    const client = await h.open();
    client.send({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId });
    const snapshot = await client.waitFor((m) => m.type === 'snapshot');
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      role: 'public',
      room: { id: roomId },
      results: null,
      totals: { ballots: 0, participants: 1, contestants: 1 },
    });
    expect(Object.keys(snapshot)).not.toContain('participants');
    expect(Object.keys(snapshot)).not.toContain('recentBallots');
    expect(Object.keys(snapshot)).not.toContain('participantId');
    expect(JSON.stringify(snapshot)).not.toContain('Participant 1');
    // The socket stays subscribed: it is answered, not closed.
    client.send({ type: 'ping' });
    expect(await client.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('closes with 4404 on a public subscribe to a room that does not exist', async () => {
    const { closed, messages } = await closeAfter({
      type: 'subscribe',
      protocolVersion: PROTOCOL_VERSION,
      roomId: UNKNOWN_ROOM_ID,
    });
    expect(closed).toEqual(CLOSE.roomNotFound);
    expect(messages).toEqual([]);
  });

  it('closes with 4401 on a resync before any subscribe', async () => {
    const { closed, messages } = await closeAfter({ type: 'resync' });
    expect(closed).toEqual(CLOSE.unauthorised);
    expect(messages).toEqual([]);
  });

  it('closes with 4403 on a token that belongs to no one', async () => {
    const { closed, messages } = await closeAfter(subscribe(roomId, 'not-a-real-token'));
    expect(closed).toEqual(CLOSE.forbidden);
    expect(messages).toEqual([]);
  });

  it("closes with 4403 on another room's admin token", async () => {
    const { closed, messages } = await closeAfter(subscribe(roomId, otherRoomAdminToken));
    expect(closed).toEqual(CLOSE.forbidden);
    expect(messages).toEqual([]);
  });

  it("closes with 4403 on another room's participant token", async () => {
    const { closed, messages } = await closeAfter(subscribe(roomId, otherRoomParticipantToken));
    expect(closed).toEqual(CLOSE.forbidden);
    expect(messages).toEqual([]);
  });

  it('closes with 4404 on a room id that is not a uuid', async () => {
    const { closed, messages } = await closeAfter(subscribe('not-a-room', adminToken));
    expect(closed).toEqual(CLOSE.roomNotFound);
    expect(messages).toEqual([]);
  });

  it('closes with 4404 on a uuid that names no room', async () => {
    const { closed, messages } = await closeAfter(subscribe(UNKNOWN_ROOM_ID, adminToken));
    expect(closed).toEqual(CLOSE.roomNotFound);
    expect(messages).toEqual([]);
  });

  it('closes with 4400 on a second subscribe after the snapshot', async () => {
    const client = await h.subscribe(roomId, participantToken);
    await client.waitFor((m) => m.type === 'snapshot');
    client.send(subscribe(roomId, participantToken));
    expect(await closeOf(client)).toEqual(CLOSE.malformedMessage);
    expect(client.messages.map((m) => m.type)).toEqual(['snapshot']);
  });

  it('closes with 4400 on a second subscribe sent before the snapshot arrived', async () => {
    const { closed } = await closeAfter(
      subscribe(roomId, adminToken),
      subscribe(roomId, adminToken),
    );
    expect(closed).toEqual(CLOSE.malformedMessage);
  });

  it('closes a subscribed socket with 4400 when it later sends garbage', async () => {
    const client = await h.subscribe(roomId, adminToken);
    await client.waitFor((m) => m.type === 'snapshot');
    client.sendRaw('{"type":');
    expect(await closeOf(client)).toEqual(CLOSE.malformedMessage);
  });

  it('refuses a message over 16 KiB with close code 1009', async () => {
    const client = await h.open();
    const token = 'x'.repeat(MAX_MESSAGE_BYTES);
    client.send(subscribe(roomId, token));
    expect(await closeOf(client)).toEqual(CLOSE.messageTooBig);
    expect(client.messages).toEqual([]);
  });

  it('reads a message of exactly 16 KiB (and refuses it only as malformed)', async () => {
    const { closed } = await closeAfter('x'.repeat(MAX_MESSAGE_BYTES));
    expect(closed).toEqual(CLOSE.malformedMessage);
  });

  it('still serves a good subscriber after all those refusals', async () => {
    const client = await h.subscribe(roomId, adminToken);
    const snapshot = await client.waitFor((m) => m.type === 'snapshot');
    expect(snapshot).toMatchObject({ role: 'admin', room: { id: roomId } });
    client.close();
  });

  it('answers a heartbeat ping with a pong, before and after subscribing', async () => {
    const client = await h.open();
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.type === 'pong');
    client.send(subscribe(roomId, participantToken));
    await client.waitFor((m) => m.type === 'snapshot');
    const before = client.messages.length;
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.type === 'pong', { from: before });
    expect(client.messages.map((m) => m.type)).toEqual(['pong', 'snapshot', 'pong']);
    client.close();
  });

  it('answers a plain GET of the realtime path (no upgrade) with 404 not_found', async () => {
    const response = await h.api.request<{ error: { code: string } }>(
      routes.realtime.method,
      routes.realtime.url(),
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
