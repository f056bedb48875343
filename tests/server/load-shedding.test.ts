import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { ERRORS } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';
import { stalledJoin } from './support/stalled-join.ts';
import { databaseKinds } from './support/test-database.ts';

describe.each(databaseKinds)('load shedding [%s]', (kind) => {
  const h = useHarness(kind, { limits: { ...DEFAULT_LIMITS, requestsInFlight: 1 } });

  it('answers 503 with Retry-After past the cap of requests in flight, and serves again after', async () => {
    const room = await h.setUpRoom();
    const lookup = () => h.api.fetch(`${routes.roomByCode.url({ code: room.room.code })}`);
    const stalled = await stalledJoin(h.server);
    try {
      // The stalled join has taken the only place.
      await expect.poll(async () => (await lookup()).status).toBe(503);
      const shed = await lookup();
      expect(shed.status).toBe(503);
      expect(Number(shed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await shed.json()).toEqual({
        error: {
          code: 'unavailable',
          message: ERRORS.unavailable,
          reason: 'unavailable',
          values: {},
        },
      });
      // The health checks are never shed: the node is alive and ready, only busy.
      expect((await h.api.fetch(routes.health.url())).status).toBe(200);
      expect((await h.api.fetch(routes.readiness.url())).status).toBe(200);
    } finally {
      stalled.destroy();
    }
    await expect.poll(async () => (await lookup()).status).toBe(200);
  });
});

describe('RATE_LIMIT=off at start-up [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'logs a warning that the server runs without limits',
    async () => {
      const server = await processes().start({ RATE_LIMIT: 'off', LOG_LEVEL: 'info' });
      const warning = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((entry) => entry.msg.startsWith('RATE_LIMIT=off'));
      expect(warning?.level).toBe(40);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
