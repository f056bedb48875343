import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

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
