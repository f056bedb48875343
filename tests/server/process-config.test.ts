import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { spawnServer } from '../../scripts/launch/server-process.ts';
import { portOf } from './support/raw-sockets.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';
import { seedPgliteDataDir } from './support/test-database.ts';

describe('start-up with a bad configuration', () => {
  it('exits with code 1 and a message naming PORT, without touching DATA_DIR', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'viberank-config-'));
    const dataDir = path.join(scratch, 'data');
    try {
      const server = spawnServer({ PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      const stderr = server.errorOutput();
      expect(stderr).toContain('Invalid configuration:');
      expect(stderr).toContain('PORT: PORT must be a number.');
      // A clear message, not a crash with a stack trace.
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(server.output()).not.toContain('to create a room');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('start-up on a port already in use [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'exits with code 1 and a message naming the port, without a stack trace',
    async () => {
      const first = await processes().start();
      const port = String(portOf(first));
      // Another machine's storage: two processes never share one embedded database.
      const dataDir = path.join(path.dirname(processes().dataDir), 'other-data');
      await seedPgliteDataDir(dataDir);
      const second = spawnServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.errorOutput()).toContain(
        `Port ${port} is already in use on 127.0.0.1: stop the other server, or start with another PORT.`,
      );
      expect(second.output()).not.toMatch(/\n\s+at /);
      // The first server is untouched.
      expect((await first.api.fetch(routes.health.url())).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'names METRICS_PORT when it is the port already in use',
    async () => {
      const first = await processes().start();
      const port = String(portOf(first));
      const dataDir = path.join(path.dirname(processes().dataDir), 'metrics-data');
      await seedPgliteDataDir(dataDir);
      const second = spawnServer({ METRICS_PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.errorOutput()).toContain(
        `Port ${port} is already in use on 127.0.0.1: stop the other server, or start with another METRICS_PORT.`,
      );
      expect(second.output()).not.toMatch(/\n\s+at /);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
