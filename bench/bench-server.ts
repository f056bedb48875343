import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { DatabaseOptions } from '#server/db/database.ts';
import type { Limits } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';
import { freeLoopbackPort } from './server-process.ts';

/**
 * The real server, in-process on a free loopback port: for the flood section,
 * which gives it limits. Every other section runs the server in a process of
 * its own (server-process.ts).
 */
export type BenchServer = { app: FastifyInstance; baseUrl: string; wsUrl: string };

/** Without `limits`, the server refuses nothing: every bench client shares one address. */
export async function listen(database: DatabaseOptions, limits?: Limits): Promise<BenchServer> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every link the server makes is loopback too: no bench run follows one to a LAN address.
  const app = await buildApp({ database, publicUrl: baseUrl, limits });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, wsUrl: `ws://127.0.0.1:${port}${routes.realtime.url()}` };
}
