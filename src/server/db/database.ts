import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteOptions } from './pglite-options.ts';
import { failedQuery, literal, requireStatementName } from './statement-text.ts';
import { type Schema, schema } from './tables.ts';

/** A database handle or an open transaction: repositories accept either. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

/** A statement with numbered parameters, written once and prepared by name (snake_case). */
export type Statement = { name: string; text: string; values: readonly (string | number | null)[] };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Executor;
  /**
   * Runs fn in one transaction, then onCommit once it has committed. On PGlite
   * transactions and their onCommit run strictly one after another.
   */
  transaction<T>(fn: (tx: Executor) => Promise<T>, onCommit?: (value: T) => void): Promise<T>;
  /**
   * One SQL statement on its own (it commits by itself). On PGlite it waits its
   * turn behind the transactions; on PostgreSQL `name` prepares it once per
   * connection.
   */
  query<R>(statement: Statement): Promise<R[]>;
  /** The node-postgres pool, for LISTEN/NOTIFY; absent on PGlite. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
};

// The SQL migrations live at the project root, beside the code that applies them.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const migrationsFolder = path.join(packageRoot, 'migrations');

// Serialises migrations when several nodes start on one PostgreSQL database.
const MIGRATION_LOCK_KEY = 7_240_517;

/**
 * NOTE: PGlite runs PostgreSQL's single-user backend, which has no
 * checkpointer, and max_wal_size does not make it checkpoint: the WAL since the
 * last checkpoint (the last clean close) grows for as long as the process
 * lives, and the first start after a crash replays all of it (370 MB of WAL
 * took 2.4–5.2 s to replay on our 2-core machines, 0.6 s after a checkpoint).
 * So it checkpoints itself this often, when anything was written since the last.
 */
const PGLITE_CHECKPOINT_MS = 10_000;

/**
 * How long a request waits for a connection to PostgreSQL. pg's default is to
 * wait for ever: while the database restarts, every request would hang until
 * the client gave up, instead of being answered 503 (error-handler.ts).
 */
const CONNECT_TIMEOUT_MS = 2_000;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the database, applying migrations before anything else uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.poolSize ?? 10);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await initdbApart(dataDir);
  const client = dataDir
    ? await PGlite.create(dataDir, pgliteOptions())
    : await PGlite.create(pgliteOptions());
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });

  // NOTE: PGlite is one connection; a queue keeps transactions (and the
  // events published after them) strictly one after another.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * NOTE: PGlite plans every statement it is sent with parameters afresh,
   * and planning costs more than running our short statements (a caller's
   * check: 1.2 ms in all, 0.2 ms prepared). It cannot bind parameters to
   * a prepared statement, so each statement is prepared once with PREPARE
   * and run with EXECUTE, its values written as literals by node-postgres's
   * escapeLiteral.
   */
  const prepared = new Set<string>();
  const execute = async <R>({ name, text, values }: Statement): Promise<R[]> => {
    if (!prepared.has(name)) {
      await client.exec(`PREPARE ${name} AS ${text}`);
      prepared.add(name);
    }
    const args = values.length > 0 ? `(${values.map(literal).join(', ')})` : '';
    return (await client.query<R>(`EXECUTE ${name}${args}`)).rows;
  };

  // Where the WAL ended after the last checkpoint: unchanged means nothing to do.
  let checkpointedAt = '';
  const checkpoint = async () => {
    const { rows } = await client.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    if (rows[0]?.lsn === checkpointedAt) return;
    await client.exec('CHECKPOINT');
    const after = await client.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    checkpointedAt = after.rows[0]?.lsn ?? '';
  };
  const checkpoints = setInterval(() => {
    // A failed checkpoint costs only a longer recovery after a crash.
    enqueue(checkpoint).catch(() => undefined);
  }, PGLITE_CHECKPOINT_MS);
  checkpoints.unref();

  return {
    kind: 'pglite',
    db,
    pool: undefined,
    async query<R>(statement: Statement) {
      try {
        requireStatementName(statement.name);
        return await enqueue(() => execute<R>(statement));
      } catch (error) {
        throw failedQuery(statement.text, error);
      }
    },
    transaction(fn, onCommit) {
      return enqueue(async () => {
        const value = await db.transaction((tx) => fn(tx));
        onCommit?.(value);
        return value;
      });
    },
    async close() {
      clearInterval(checkpoints);
      await queue;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });

  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }

  return {
    kind: 'postgres',
    db,
    pool,
    async query<R>(statement: Statement) {
      try {
        requireStatementName(statement.name);
        const { rows } = await pool.query<R & pg.QueryResultRow>({
          ...statement,
          values: [...statement.values],
        });
        return rows;
      } catch (error) {
        throw failedQuery(statement.text, error);
      }
    },
    async transaction(fn, onCommit) {
      const value = await db.transaction((tx) => fn(tx));
      onCommit?.(value);
      return value;
    },
    close: () => pool.end(),
  };
}

/**
 * Makes a fresh data directory in a child process that then exits.
 *
 * NOTE: PGlite's initdb runs a second, throwaway instance and copies its whole
 * WebAssembly heap, so a first start holds several heaps at once (about 700 MB
 * RSS). They are garbage afterwards, but WebAssembly memory is returned only
 * when V8 collects it, and the C allocator keeps some of what it frees
 * (https://developer.mozilla.org/en-US/docs/WebAssembly/JavaScript_interface/Memory/grow).
 * A process's memory goes with it: the server's own instance, opened on the
 * directory made, starts at about 200 MB.
 */
async function initdbApart(dataDir: string): Promise<void> {
  const code = `
    const [dataDir, startParams] = JSON.parse(process.argv[1]);
    import('@electric-sql/pglite').then(async ({ PGlite }) => {
      const db = await PGlite.create(dataDir, { startParams });
      await db.close();
    });`;
  const args = JSON.stringify([dataDir, pgliteOptions().startParams]);
  await promisify(execFile)(process.execPath, ['-e', code, args], { cwd: packageRoot });
}
