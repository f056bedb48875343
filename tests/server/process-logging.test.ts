import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { freePort } from '../../scripts/launch/free-port.ts';
import { must, setUpRoom } from './support/room-setup.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';

const INFO = 30;
const DEBUG = 20;
const logRecord = z.object({ level: z.number(), msg: z.string() }).loose();
type LogRecord = z.infer<typeof logRecord>;

/** Every line on stdout, each of which must be a JSON log record when stdout is not a terminal. */
function records(standardOutput: string): LogRecord[] {
  return standardOutput
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => logRecord.parse(JSON.parse(line)));
}

// Logging does not depend on the database: PGlite alone is enough.
describe('server process logging [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'at info logs the start-up line with the local and public addresses, rooms created and voting finished, and no request lines',
    async () => {
      const port = await freePort();
      const publicUrl = `http://127.0.0.2:${port}`;
      const server = await processes().start({ PORT: String(port), PUBLIC_URL: publicUrl });
      const api = new ApiClient(server.baseUrl);
      const { room, adminToken, contestants, participants } = await setUpRoom(api, {
        contestants: 2,
        participants: 1,
      });
      const favourite = must(contestants[1]);
      expect((await api.rank(room.id, must(participants[0]).token, [favourite.id])).status).toBe(
        200,
      );
      expect((await api.finish(room.id, adminToken)).status).toBe(200);
      await server.waitForOutput(/"msg":"voting finished"/);

      const logged = records(server.standardOutput());
      const local = `http://127.0.0.1:${port}/`;
      expect(logged.find((entry) => entry.msg === `Open ${local} to create a room`)).toEqual(
        expect.objectContaining({
          level: INFO,
          local,
          network: [],
          publicUrl: `${publicUrl}/`,
          adminUrl: local,
          hint: null,
        }),
      );
      expect(logged.find((entry) => entry.msg === 'room created')).toEqual(
        expect.objectContaining({ level: INFO, roomId: room.id, code: room.code }),
      );
      expect(logged.find((entry) => entry.msg === 'voting finished')).toEqual(
        expect.objectContaining({
          level: INFO,
          roomId: room.id,
          ballots: 1,
          winner: favourite.name,
        }),
      );
      // Requests, and Fastify's own listening lines, stay below info.
      expect(logged.filter((entry) => entry.level < INFO)).toEqual([]);
      expect(server.output()).not.toContain('request completed');
      expect(server.output()).not.toContain('Server listening at');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'at debug logs each finished request with its method, route, status and time, and never a token',
    async () => {
      const server = await processes().start({ LOG_LEVEL: 'debug' });
      const api = new ApiClient(server.baseUrl);
      const { room, adminToken } = await setUpRoom(api);
      expect((await api.getRoom(room.id, adminToken)).status).toBe(200);
      expect((await api.getRoom(room.id, 'not-the-token')).status).toBe(403);
      await server.waitForOutput(/"status":403,/);

      const requests = records(server.standardOutput()).filter(
        (entry) => entry.msg === 'request completed',
      );
      expect(requests).toContainEqual(
        expect.objectContaining({
          level: DEBUG,
          method: 'POST',
          route: '/api/rooms',
          status: 201,
          ms: expect.any(Number),
        }),
      );
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'GET', route: '/api/rooms/:roomId', status: 200 }),
      );
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'GET', route: '/api/rooms/:roomId', status: 403 }),
      );
      const output = server.output();
      expect(output).not.toContain(adminToken);
      expect(output).not.toContain('not-the-token');
      expect(output.toLowerCase()).not.toContain('authorization');
      expect(output).not.toContain('Bearer');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
