import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { loggerOptions } from '#server/logging.ts';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import { asAdministrator } from './support/as-administrator.ts';
import { useHarness } from './support/harness.ts';
import { LogLines } from './support/log-lines.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { must, setUpRoom } from './support/room-setup.ts';
import { createTestDatabase, databaseKinds } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';

/** What a load balancer's check sees: the status, Retry-After and the body. */
async function readiness(fetcher: { fetch(path: string): Promise<Response> }) {
  const response = await fetcher.fetch(routes.readiness.url());
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}

const notReady = (message: string) => ({
  status: 503,
  retryAfter: '2',
  body: { error: { code: 'unavailable', message, reason: expect.any(String), values: {} } },
});

describe.each(databaseKinds)('readiness [%s]', (kind) => {
  const h = useHarness(kind);

  it('answers 200 { ready: true } once the node listens and reaches its database', async () => {
    expect(await readiness(h.api)).toEqual({
      status: 200,
      retryAfter: null,
      body: { ready: true },
    });
    // Liveness is unchanged.
    const live = await h.api.fetch(routes.health.url());
    expect(await live.json()).toEqual({ ok: true });
  });
});

// The embedded database is one connection: a transaction holding it makes the check wait.
describe('readiness with a slow embedded database [pglite]', () => {
  const h = useHarness('pglite');

  it('answers 503 while the database does not answer within 1 s, and 200 once it does', async () => {
    // A transaction that holds the embedded database: the check's select waits its turn.
    const held = h.server.services.database.transaction(() => sleep(1600));
    // Past the time an earlier answer is reused.
    await sleep(450);
    expect(await readiness(h.api)).toEqual(notReady(ERRORS.databaseUnavailable));
    await held;
    await expect.poll(async () => (await readiness(h.api)).status).toBe(200);
  });
});

describe.each(databaseKinds)('readiness under a load balancer [%s]', (kind) => {
  const h = useHarness(kind, {
    limits: { ...DEFAULT_LIMITS, publicPerAddress: 2, refusalDelayMs: 0 },
  });

  it('is never rate limited, though every check comes from one address', async () => {
    for (let check = 0; check < 8; check++) {
      expect((await readiness(h.api)).status).toBe(200);
    }
    // The limit itself is on: public calls from the same address are refused.
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) {
      statuses.push((await h.api.fetch(routes.publicAddress.url())).status);
    }
    expect(statuses).toContain(429);
  });
});

describe.each(databaseKinds)('readiness while starting and stopping [%s]', (kind) => {
  it('answers 503 with Retry-After before the node listens', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp({ database: database.options });
    try {
      const answer = await app.inject({ method: 'GET', url: routes.readiness.url() });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        error: { code: 'unavailable', message: ERRORS.starting, reason: 'starting', values: {} },
      });
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('answers 503 with Retry-After from the moment shutdown begins', async () => {
    const server = await startTestServer(kind);
    try {
      expect((await readiness(server.api)).status).toBe(200);
      server.app.drain.begin();
      expect(await readiness(server.api)).toEqual(notReady(ERRORS.shuttingDown));
    } finally {
      await server.close();
    }
  });
});

// Only PostgreSQL is a server that can go away under a running node.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'a node whose PostgreSQL goes away [postgres]',
  () => {
    it('answers 503 with Retry-After (never 500), logs warnings only, and recovers by itself', async () => {
      const database = await createTestDatabase('postgres');
      const name = new URL(database.url ?? '').pathname.slice(1);
      const log = new LogLines();
      const server = await startTestServer('postgres', {
        database,
        logger: { ...loggerOptions({ level: 'warn', pretty: false, color: false }), stream: log },
      });
      try {
        const { room, adminToken, contestants, participants } = await setUpRoom(server.api, {
          contestants: 2,
          participants: 1,
        });
        const participant = must(participants[0]);
        expect((await readiness(server.api)).status).toBe(200);

        // The database refuses new connections and drops the node's open ones, as in a restart.
        await asAdministrator(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await asAdministrator(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
        );

        // Its listening connection is lost at once, the database's answer within 0.4 s.
        await expect
          .poll(() => readiness(server.api))
          .toEqual(notReady(ERRORS.databaseUnavailable));
        const away = {
          status: 503,
          body: {
            error: {
              code: 'unavailable',
              message: ERRORS.databaseUnavailable,
              reason: 'databaseUnavailable',
              values: {},
            },
          },
        };
        const read = await server.api.getRoom(room.id, adminToken);
        expect(read).toEqual(away);
        expect(read.headers.get('retry-after')).toBe('2');
        expect(await server.api.createRoom({ name: 'Late', title: 'Too late' })).toEqual(away);
        const ballot = await server.api.rank(room.id, participant.token, [must(contestants[0]).id]);
        expect(ballot.status).toBe(503);
        // A subscriber is told to come back later, not that the server failed.
        const socket = await RealtimeClient.subscribe(server.wsUrl, room.id, adminToken);
        expect(await socket.closed).toEqual(CLOSE.unavailable);

        await asAdministrator(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await expect
          .poll(async () => (await readiness(server.api)).status, { timeout: 10_000 })
          .toBe(200);
        expect((await server.api.getRoom(room.id, adminToken)).status).toBe(200);

        expect(log.entries.filter((entry) => entry.level >= 50)).toEqual([]);
        const warnings = log.entries
          .filter((entry) => entry.level === 40)
          .map((entry) => entry.msg);
        expect(warnings).toContain('database unreachable');
        expect(warnings).toContain('database unreachable: not ready');
        expect(warnings).toContain('realtime subscribe: database unreachable');
      } finally {
        await asAdministrator(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
        await server.close();
        await database.drop();
      }
    });
  },
);
