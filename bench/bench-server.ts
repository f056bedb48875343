import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import type { DatabaseOptions } from '#server/db/database.ts';
import { routes } from '#shared/routes.ts';

/** The real server, in-process on a free loopback port. */
export type BenchServer = { app: FastifyInstance; baseUrl: string; wsUrl: string };

export async function listen(database: DatabaseOptions): Promise<BenchServer> {
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}${routes.realtime.url()}`,
  };
}

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
