import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/launch/free-port.ts';
import { type ServerProcess, startServerProcess } from '../../../scripts/launch/server-process.ts';
import { E2E_CLIENT_DIR } from './server-address.ts';

/** The client the Playwright config's server built (see playwright.config.ts), served by every node too. */
const CLIENT_DIR = path.resolve(E2E_CLIENT_DIR);

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export type PostgresDatabase = { url: string; drop(): Promise<void> };

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs one query on a database and answers its rows. */
export async function queryRows<T extends object>(
  url: string,
  sql: string,
  values: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Server processes of its own for a spec, beside the config's server: each on
 * a loopback port, serving the built client, on a database made for the spec.
 * `cleanUp` kills every node and removes every database and directory, even
 * after a failure.
 */
export class ServerNodes {
  private readonly started: ServerProcess[] = [];
  private readonly databases: PostgresDatabase[] = [];
  private readonly dirs: string[] = [];

  /** A new database on TEST_DATABASE_URL's server, dropped at clean-up. */
  async postgres(): Promise<PostgresDatabase> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `viberank_e2e_${randomBytes(6).toString('hex')}`;
    await onServer(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = {
      url: url.toString(),
      drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
    this.databases.push(database);
    return database;
  }

  /** An empty directory for an embedded database, removed at clean-up. */
  async dataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-e2e-node-'));
    this.dirs.push(dir);
    return path.join(dir, 'data');
  }

  /** A port for a node that must come back on the same address. */
  port(): Promise<number> {
    return freePort();
  }

  /**
   * Starts a node on 127.0.0.1 (on `port`, or any free one) with this storage:
   * `DATABASE_URL` for PostgreSQL, `DATA_DIR` for PGlite.
   */
  async start(
    storage: { DATABASE_URL: string } | { DATA_DIR: string },
    port = 0,
  ): Promise<ServerProcess> {
    if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
      throw new Error(`no built client in ${CLIENT_DIR}: the config's server builds it`);
    }
    const node = await startServerProcess(
      {
        DATABASE_URL: '',
        ...storage,
        PORT: String(port),
        CLIENT_DIR,
        // Every request of the spec comes from one address.
        RATE_LIMIT: 'off',
      },
      { timeoutMs: 110_000 },
    );
    this.started.push(node);
    return node;
  }

  async cleanUp(): Promise<void> {
    await Promise.all(this.started.splice(0).map((node) => node.stop('SIGKILL')));
    await Promise.all(this.databases.splice(0).map((database) => database.drop()));
    await Promise.all(this.dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** How many times a node logged that it ended voting. */
export function finishesLogged(node: ServerProcess): number {
  return node.output().match(/"msg":"voting finished"/g)?.length ?? 0;
}
