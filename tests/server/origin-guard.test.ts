import { expect, it } from 'vitest';
import type WebSocket from 'ws';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { must } from './support/room-setup.ts';
import { openUpgrade, type Upgrade } from './support/socket-upgrade.ts';

const PUBLIC_URL = 'http://127.0.0.2:4100';
const ALLOWED = 'https://vote.example.org';
const FOREIGN = 'https://evil.example.com';

/** Opens the realtime socket as a page at `origin` would (no Origin: as a non-browser client). */
function openSocket(wsUrl: string, origin: string | undefined): Promise<Upgrade> {
  return openUpgrade(wsUrl, origin === undefined ? {} : { origin });
}

/** The first message, or the close, after subscribing on an open socket. */
function subscribe(socket: WebSocket, roomId: string, token: string): Promise<unknown> {
  return new Promise((resolve) => {
    socket.once('message', (data) => {
      resolve(JSON.parse(data.toString()));
      socket.close();
    });
    socket.once('close', (code) => resolve({ closed: code }));
    socket.send(
      JSON.stringify({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId, token }),
    );
  });
}

describeOnEachDatabase(
  'origins: a page of another site can neither open a socket nor change anything',
  (harness) => {
    const own = () => harness.server.baseUrl;
    const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      harness.api.fetch(path, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('refuses the WebSocket upgrade from a foreign origin, even with the organiser token', async () => {
      const { room, adminToken } = await harness.setUpRoom({ contestants: 1 });
      for (const origin of [FOREIGN, 'null', 'http://127.0.0.1.evil.example.com', 'file://']) {
        expect(await openSocket(harness.server.wsUrl, origin)).toEqual({ status: 403 });
      }
      // The same token from our own page works.
      const upgrade = await openSocket(harness.server.wsUrl, own());
      if (!('socket' in upgrade)) throw new Error(`own origin refused: ${upgrade.status}`);
      expect(await subscribe(upgrade.socket, room.id, adminToken)).toMatchObject({
        type: 'snapshot',
      });
    });

    it("allows PUBLIC_URL's origin and the configured ones", async () => {
      const { room, adminToken } = await harness.setUpRoom({ contestants: 1 });
      for (const origin of [PUBLIC_URL, ALLOWED]) {
        const upgrade = await openSocket(harness.server.wsUrl, origin);
        if (!('socket' in upgrade)) throw new Error(`${origin} refused: ${upgrade.status}`);
        expect(await subscribe(upgrade.socket, room.id, adminToken)).toMatchObject({
          type: 'snapshot',
        });
      }
    });

    it('lets a client without Origin open a socket, but it still needs a valid token', async () => {
      const { room } = await harness.setUpRoom({ contestants: 1 });
      const upgrade = await openSocket(harness.server.wsUrl, undefined);
      if (!('socket' in upgrade)) throw new Error(`refused: ${upgrade.status}`);
      expect(await subscribe(upgrade.socket, room.id, 'not-a-token')).toEqual({
        closed: CLOSE.forbidden.code,
      });
    });

    it('refuses state-changing requests from a foreign origin and changes nothing', async () => {
      const { room, adminToken, contestants, participants } = await harness.setUpRoom({
        contestants: 2,
        participants: 1,
      });
      const voter = must(participants[0]);
      const awardId = await harness.api.firstAwardId(room.id, adminToken);
      const foreign = { origin: FOREIGN };
      const attempts = [
        send('POST', routes.createRoom.url(), foreign, { name: 'Stolen', title: 'x' }),
        send('POST', routes.joinRoom.url(), foreign, { code: room.code, name: 'Mallory' }),
        send(
          'PUT',
          routes.submitBallot.url({ roomId: room.id }),
          { ...foreign, authorization: `Bearer ${voter.token}` },
          { awardId, rankings: [{ contestantId: must(contestants[1]).id }] },
        ),
        send('POST', routes.finishVoting.url({ roomId: room.id }), {
          ...foreign,
          authorization: `Bearer ${adminToken}`,
        }),
        send('DELETE', routes.removeParticipant.url({ roomId: room.id, participantId: voter.id }), {
          origin: 'null',
          authorization: `Bearer ${adminToken}`,
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(403);
        const body = (await response.json()) as ErrorResponse;
        expect(body.error).toEqual({
          code: 'forbidden_origin',
          message: ERRORS.forbiddenOrigin,
          reason: 'forbiddenOrigin',
          values: {},
        });
      }
      const ballot = await harness.api.getBallot(room.id, voter.token);
      expect(ballot.body).toMatchObject({ ballot: null, ballots: [] });
      const after = await harness.api.getRoom(room.id, adminToken);
      expect(after.body.room.status).toBe('setup');
      const page = await harness.api.participants(room.id, adminToken);
      expect(page.body.participants.map((p) => p.name)).toEqual([voter.name]);
    });

    it('accepts the same requests from our own origin, PUBLIC_URL and without Origin', async () => {
      const { room, adminToken, contestants, participants } = await harness.setUpRoom({
        contestants: 1,
        participants: 3,
      });
      const awardId = await harness.api.firstAwardId(room.id, adminToken);
      const ballot = { awardId, rankings: [{ contestantId: must(contestants[0]).id }] };
      const origins: (string | undefined)[] = [own(), PUBLIC_URL, undefined];
      for (const [index, origin] of origins.entries()) {
        const headers: Record<string, string> = {
          authorization: `Bearer ${must(participants[index]).token}`,
        };
        if (origin) headers.origin = origin;
        const response = await send(
          'PUT',
          routes.submitBallot.url({ roomId: room.id }),
          headers,
          ballot,
        );
        expect(response.status).toBe(200);
      }
    });

    it('answers reads from any origin: they change nothing', async () => {
      const { room } = await harness.setUpRoom();
      const response = await send('GET', routes.roomByCode.url({ code: room.code }), {
        origin: FOREIGN,
      });
      expect(response.status).toBe(200);
    });
  },
  { publicUrl: PUBLIC_URL, allowedOrigins: [ALLOWED] },
);
