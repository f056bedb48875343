import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '#server/db/listen-connection.ts';
import { loggerOptions } from '#server/logging.ts';
import { ERRORS } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { LogLines } from './support/log-lines.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { setUpRoom } from './support/room-setup.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** What a load balancer's check sees: the status, Retry-After and the body. */
async function readiness(server: TestServer) {
  const response = await server.api.fetch(routes.readiness.url());
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}

// Only PostgreSQL has a listening connection that can drop under a running node.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'readiness while the node does not hear every room change [postgres]',
  () => {
    it('answers 503 while its listening connection is down and while it catches up, and 200 after', async () => {
      const database = await createTestDatabase('postgres');
      const name = new URL(database.url ?? '').pathname.slice(1);
      const log = new LogLines();
      const server = await startTestServer('postgres', {
        database,
        logger: { ...loggerOptions({ level: 'info', pretty: false, color: false }), stream: log },
      });
      // Two connections of the test's own, opened before the database refuses new ones.
      const outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      const inside = new pg.Client({ connectionString: database.url });
      await Promise.all([outside.connect(), inside.connect()]);
      const unavailable = {
        status: 503,
        retryAfter: '2',
        body: {
          error: {
            code: 'unavailable',
            message: ERRORS.unavailable,
            reason: 'unavailable',
            values: {},
          },
        },
      };
      try {
        const { room, adminToken } = await setUpRoom(server.api, { contestants: 2 });
        // A screen on the room: what the node would have to catch up on.
        const screen = await RealtimeClient.subscribe(server.wsUrl, room.id, adminToken);
        await screen.waitFor((message) => message.type === 'snapshot');
        expect((await readiness(server)).status).toBe(200);

        // The listening connection drops and cannot come back; the pool keeps its own.
        await outside.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await outside.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
          [name, LISTENER_NAME],
        );
        await expect.poll(async () => (await readiness(server)).status).toBe(503);
        expect(await readiness(server)).toEqual(unavailable);
        // The database itself still answers: the room is read as ever.
        expect((await server.api.getRoom(room.id, adminToken)).status).toBe(200);

        // Back, but the catch-up read waits behind a lock the test holds.
        await inside.query('BEGIN');
        await inside.query('LOCK TABLE room_changes IN ACCESS EXCLUSIVE MODE');
        await outside.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await expect
          .poll(
            async () =>
              (
                await outside.query(
                  `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
                  [name],
                )
              ).rowCount,
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        expect(await readiness(server)).toEqual(unavailable);

        await inside.query('COMMIT');
        await expect.poll(async () => (await readiness(server)).status).toBe(200);
        // Said once each way, not at every check.
        expect(log.said('room events missed: not ready until caught up')).toBe(1);
        expect(log.said('room events caught up: ready')).toBe(1);
        screen.close();
      } finally {
        await outside.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
        await inside.end().catch(() => {});
        await outside.end();
        await server.close();
        await database.drop();
      }
    });
  },
);
