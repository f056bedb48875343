import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '#server/db/database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = {
  options: DatabaseOptions;
  /** The connection string of the fresh PostgreSQL database, if any. */
  url: string | undefined;
  drop(): Promise<void>;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const migrationsDir = path.join(root, 'migrations');

/**
 * A fresh database of this kind, open for the tests of the enclosing describe
 * block and closed and dropped after them; the function answers it.
 */
export function useTestDatabase(kind: DatabaseKind): () => Database {
  let test: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openDatabase(test.options);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });
  return () => {
    if (!database) throw new Error('the database opens before the tests');
    return database;
  };
}

/** A fresh, empty database: a PGlite of its own, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? freshPglite() : freshPostgres();
}

/**
 * Fills an embedded database's directory from the migrated template, as if a
 * server had already started there once; false if there is no template.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<boolean> {
  const template = await pgliteTemplate();
  if (!template) return false;
  await cp(template, dataDir, { recursive: true });
  return true;
}

/**
 * A PGlite data directory copied from a migrated template. Creating a PGlite
 * runs initdb, which costs seconds; the template is made once per set of
 * migrations and shared by every test file, so each copy starts in well under one.
 */
async function freshPglite(): Promise<TestDatabase> {
  const template = await pgliteTemplate();
  if (!template) {
    return {
      options: { kind: 'pglite', dataDir: undefined },
      url: undefined,
      drop: async () => {},
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-test-pglite-'));
  const dataDir = path.join(dir, 'data');
  await cp(template, dataDir, { recursive: true });
  return {
    options: { kind: 'pglite', dataDir },
    url: undefined,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The template's directory, named by a hash of the migrations; undefined if they cannot be read. */
async function pgliteTemplate(): Promise<string | undefined> {
  if (!existsSync(migrationsDir)) return undefined;
  const hash = createHash('sha256');
  const files = await readdir(migrationsDir, { recursive: true, withFileTypes: true });
  for (const file of files.filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name))) {
    hash.update(path.relative(migrationsDir, file)).update(await readFile(file));
  }
  const template = path.join(
    os.tmpdir(),
    `viberank-pglite-template-${hash.digest('hex').slice(0, 16)}`,
  );
  if (existsSync(template)) return template;
  // Built aside and renamed into place, so no one copies a half-made template.
  const building = await mkdtemp(path.join(os.tmpdir(), 'viberank-pglite-building-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(building, 'data') });
  await database.close();
  try {
    await rename(path.join(building, 'data'), template);
  } catch (error) {
    // Another test file made it first: use theirs.
    if (!existsSync(template)) throw error;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

async function freshPostgres(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `viberank_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
