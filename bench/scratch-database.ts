import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A scratch database on the server at adminUrl, dropped afterwards. */
export async function scratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `viberank_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs fn with a fresh scratch database, dropping it however fn ends. */
export async function withScratchDatabase<T>(
  adminUrl: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const database = await scratchDatabase(adminUrl);
  try {
    return await fn(database.url);
  } finally {
    await database.drop();
  }
}

/** Whether a PostgreSQL server answers at adminUrl within a few seconds. */
export async function reachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
