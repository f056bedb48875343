import type { DatabaseOptions } from '#server/db/database.ts';
import type { Limits } from '#server/limits.ts';
import { freePort } from '../scripts/launch/free-port.ts';
import { type InProcessServer, startInProcess } from '../scripts/launch/in-process.ts';

/**
 * The real server, in-process on a free loopback port: for the flood section,
 * which gives it limits. Every other section runs the server in a process of
 * its own (server-process.ts).
 */
export type BenchServer = InProcessServer;

/** Without `limits`, the server refuses nothing: every bench client shares one address. */
export async function listen(database: DatabaseOptions, limits?: Limits): Promise<BenchServer> {
  const port = await freePort();
  // Every link the server makes is loopback too: no bench run follows one to a LAN address.
  const publicUrl = `http://127.0.0.1:${port}`;
  return startInProcess({ database, publicUrl, limits }, { port });
}
