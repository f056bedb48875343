import { beforeAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import type { ApiResult } from '../../scripts/launch/api-client.ts';
import { databaseFingerprint } from './support/db-fingerprint.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand, type RoomSetup } from './support/room-setup.ts';
import { readRoomState } from './support/room-state.ts';

// JSON escapes, so the request carries exactly these code units.
const NUL = '\\u0000';
const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';

function expectInvalidText(refused: ApiResult<ErrorResponse>): void {
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatchObject({
    code: 'validation_failed',
    message: ERRORS.invalidText,
    reason: 'invalidText',
    values: {},
  });
}

describeOnEachDatabase('hostile text', (h) => {
  let setup: ReturnType<typeof atHand>;
  beforeAll(async () => {
    const room: RoomSetup = await h.setUpRoom({ contestants: 2, participants: 2 });
    setup = atHand(room);
    expect((await h.api.rank(setup.roomId, setup.participant(0).token, setup.ids)).status).toBe(
      200,
    );
  });

  /** Sends a request, expects the invalid-text refusal, and checks nothing changed anywhere. */
  async function expectRefusedUnchanged(send: () => Promise<ApiResult<ErrorResponse>>) {
    const before = await readRoomState(h.api, setup.roomId, setup.adminToken);
    const fingerprint = await databaseFingerprint(h.server.services.database);
    expectInvalidText(await send());
    expect(await readRoomState(h.api, setup.roomId, setup.adminToken)).toEqual(before);
    expect(await databaseFingerprint(h.server.services.database)).toBe(fingerprint);
  }

  const post = (path: string, rawBody: string, token?: string) => () =>
    h.api.request<ErrorResponse>('POST', path, { rawBody, token });

  test.each([
    ['a NUL in a room name', `{"name":"Hack${NUL}Night","title":"Best"}`],
    ['a lone surrogate in a challenge title', `{"name":"Hack","title":"Best ${LONE_HIGH}"}`],
    ['a NUL in an unknown key', `{"name":"Hack","title":"Best","${NUL}":1}`],
  ])('creating a room with %s is refused', async (_, body) => {
    await expectRefusedUnchanged(post(routes.createRoom.url(), body));
  });

  test('joining with a NUL or a lone surrogate in the name or code is refused', async () => {
    const code = setup.room.code;
    for (const body of [
      `{"code":"${code}","name":"Ada${NUL}"}`,
      `{"code":"${code}","name":"Ada ${LONE_LOW}"}`,
      `{"code":"${code.slice(0, 4)}${NUL}${code.slice(4)}","name":"Ada"}`,
    ]) {
      await expectRefusedUnchanged(post(routes.joinRoom.url(), body));
    }
  });

  test('a contestant with a NUL or a lone surrogate in any field is refused', async () => {
    const url = routes.addContestant.url({ roomId: setup.roomId });
    for (const body of [
      `{"name":"Robo${NUL}","blurb":"Moves"}`,
      `{"name":"Robo","blurb":"Moves ${LONE_HIGH}"}`,
      `{"name":"Robo","blurb":"Moves","imageUrl":"https://example.com/${NUL}.png"}`,
      `{"name":"Robo","blurb":"Moves","demoUrl":"https://example.com/${LONE_LOW}"}`,
    ]) {
      await expectRefusedUnchanged(post(url, body, setup.adminToken));
    }
  });

  test('a ballot naming a contestant with a NUL is refused', async () => {
    const awardId = await h.api.firstAwardId(setup.roomId, setup.adminToken);
    const body = `{"awardId":"${awardId}","rankings":[{"contestantId":"${setup.ids[0]}${NUL}"}]}`;
    const token = setup.participant(1).token;
    await expectRefusedUnchanged(() =>
      h.api.request<ErrorResponse>('PUT', routes.submitBallot.url({ roomId: setup.roomId }), {
        rawBody: body,
        token,
      }),
    );
  });

  test.each([
    ['a NUL', 'search=%00'],
    ['an encoded lone surrogate', 'search=%ED%A0%80'],
    ['a truncated percent-encoding', 'search=%E0%A4%A'],
    ['a NUL in a key', '%00=1'],
  ])('a participant search with %s is refused', async (_, query) => {
    const path = `${routes.participants.url({ roomId: setup.roomId })}?${query}`;
    await expectRefusedUnchanged(() =>
      h.api.request<ErrorResponse>('GET', path, { token: setup.adminToken }),
    );
  });

  test('a NUL or a malformed encoding in a path segment is refused', async () => {
    const roomId = setup.roomId;
    const paths: [string, string][] = [
      ['GET', '/api/rooms/code/AB%00CD'],
      ['GET', '/api/rooms/%00'],
      ['GET', '/api/rooms/%E0%A4%A'],
      ['GET', '/api/rooms/%ED%A0%80'],
      ['GET', `/api/rooms/${roomId}/contestants/%00/image/abc`],
      ['DELETE', `/api/rooms/${roomId}/participants/${setup.participant(0).id}%00`],
      ['POST', `/api/rooms/${roomId}%00/finish`],
      ['GET', '/api/no-such-route%00'],
    ];
    for (const [method, path] of paths) {
      await expectRefusedUnchanged(() =>
        h.api.request<ErrorResponse>(method, path, { token: setup.adminToken }),
      );
    }
  });

  test('an over-long path is refused with the usual error body', async () => {
    for (const [length, status] of [
      [1_000, 414],
      [100_000, 431],
    ] as const) {
      const refused = await h.api.request<ErrorResponse>('GET', `/api/rooms/${'a'.repeat(length)}`);
      expect(refused.status).toBe(status);
      expect(refused.body.error.code).toBe('payload_too_large');
      expect(refused.body.error.message).not.toBe('');
    }
  });

  test('text with accents, emoji and other scripts is still accepted', async () => {
    const created = await h.api.createRoom({ name: 'Café 🎉 Nacht', title: '最佳 𝔘𝔫𝔦𝔠𝔬𝔡𝔢' });
    expect(created.status).toBe(201);
    expect(created.body.room.name).toBe('Café 🎉 Nacht');
    expect(created.body.room.title).toBe('最佳 𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
  });

  test('a subscribe naming a room with a NUL is closed as room not found', async () => {
    const socket = await h.open();
    socket.send(
      `{"type":"subscribe","protocolVersion":${PROTOCOL_VERSION},"roomId":"${setup.roomId}${NUL}"}`,
    );
    expect((await socket.closed).code).toBe(CLOSE.roomNotFound.code);
  });

  test('a subscribe with a NUL in its token is refused, not served', async () => {
    const socket = await h.open();
    socket.send(
      `{"type":"subscribe","protocolVersion":${PROTOCOL_VERSION},"roomId":"${setup.roomId}","token":"${setup.adminToken}${NUL}"}`,
    );
    expect((await socket.closed).code).toBe(CLOSE.forbidden.code);
  });

  test('a text frame that is not UTF-8 closes the socket as a malformed message', async () => {
    const socket = new WebSocket(h.server.wsUrl);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false });
    expect(await closed).toBe(CLOSE.malformedMessage.code);
  });
});
