import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import {
  type Entry,
  type ServerProcess,
  startServerProcess,
} from '../../../scripts/launch/server-process.ts';
import {
  createTestDatabase,
  type DatabaseKind,
  seedPgliteDataDir,
  type TestDatabase,
} from './test-database.ts';

/**
 * Real child processes: a start costs seconds (tsx, and initdb for a fresh
 * DATA_DIR), more on a busy machine.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

export type StartOptions = {
  emptyDataDir?: boolean;
  entry?: Entry;
  timeoutMs?: number;
  /** Leads a process group of its own (see `spawnServer`). */
  group?: boolean;
};

export type ServerProcesses = {
  /** The embedded database's directory (left unused on PostgreSQL). */
  dataDir: string;
  /**
   * Starts a server process on this test's storage; every start shares it.
   * The first start on PGlite finds a migrated database (initdb costs seconds)
   * unless `emptyDataDir` asks for the first start of a fresh machine.
   * `entry` runs another script than the server's own (`npm start`'s).
   */
  start(env?: Record<string, string>, options?: StartOptions): Promise<ServerProcess>;
};

/**
 * Fresh storage for each test — a DATA_DIR for PGlite, a new database on
 * PostgreSQL — and server processes on it, all killed and removed after the test.
 */
export function useServerProcesses(kind: DatabaseKind): () => ServerProcesses {
  let current: ServerProcesses | undefined;
  let dir = '';
  let database: TestDatabase | undefined;
  const started: ServerProcess[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-process-'));
    database = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    const dataDir = path.join(dir, 'data');
    // An empty DATABASE_URL counts as unset: PGlite in DATA_DIR.
    const databaseUrl = database?.url ?? '';
    current = {
      dataDir,
      async start(env = {}, { emptyDataDir = false, entry, timeoutMs, group } = {}) {
        if (kind === 'pglite' && !emptyDataDir && !existsSync(dataDir)) {
          await seedPgliteDataDir(dataDir);
        }
        const server = await startServerProcess(
          { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
          { entry, timeoutMs, group },
        );
        started.push(server);
        return server;
      },
    };
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('server processes are only available inside a test');
    return current;
  };
}
