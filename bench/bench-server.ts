import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import type { DatabaseOptions } from '#server/db/database.ts';
import type { Limits } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';

/** The real server, in-process on a free loopback port. */
export type BenchServer = { app: FastifyInstance; baseUrl: string; wsUrl: string };

/** A loopback port nothing listens on now: the public address must name it before start-up. */
async function freeLoopbackPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

/** Without `limits`, the server refuses nothing: every bench client shares one address. */
export async function listen(database: DatabaseOptions, limits?: Limits): Promise<BenchServer> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every link the server makes is loopback too: no bench run follows one to a LAN address.
  const app = await buildApp({ database, publicUrl: baseUrl, limits });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, wsUrl: `ws://127.0.0.1:${port}${routes.realtime.url()}` };
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
