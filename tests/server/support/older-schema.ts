import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { ApiClient } from '../../../scripts/launch/api-client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

type JournalEntry = { tag: string };

/** A migrations folder in `dir` that stops at the migration tagged `lastTag`. */
async function migrationsUpTo(dir: string, lastTag: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    await readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8'),
  );
  const entries: JournalEntry[] = journal.entries;
  const last = entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = entries.slice(0, last + 1);
  for (const { tag } of journal.entries as JournalEntry[]) {
    await cp(path.join(migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/**
 * A database of the schema as it was after the migration tagged `lastTag`,
 * holding `seed` (SQL): what a server started on it must migrate and keep.
 * `dir` holds its migrations folder and, on PGlite, its data.
 */
export async function databaseAsOf(
  kind: DatabaseKind,
  dir: string,
  lastTag: string,
  seed: string,
): Promise<TestDatabase> {
  const migrationsFolder = await migrationsUpTo(dir, lastTag);
  if (kind === 'pglite') {
    const dataDir = path.join(dir, 'data');
    const client = await PGlite.create(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await client.exec(seed);
    await client.close();
    return { options: { kind: 'pglite', dataDir }, url: undefined, drop: async () => {} };
  }
  const database = await createTestDatabase('postgres');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client.query(seed);
  } finally {
    await client.end();
  }
  return database;
}

/**
 * A server for a block of tests, started on a database of the schema as it
 * was after `lastTag` holding `seed`: it migrates the database as it starts.
 * Stopped, with its database, after the block.
 */
export function useServerOnOlderSchema(
  kind: DatabaseKind,
  lastTag: string,
  seed: string,
): { readonly server: TestServer; readonly api: ApiClient } {
  let dir: string | undefined;
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `viberank-${lastTag}-`));
    database = await databaseAsOf(kind, dir, lastTag, seed);
    server = await startTestServer(kind, { database });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const running = () => {
    if (!server) throw new Error('the server runs only inside the block’s tests');
    return server;
  };
  return {
    get server() {
      return running();
    },
    get api() {
      return running().api;
    },
  };
}
