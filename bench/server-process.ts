/**
 * Our server in a process of its own, as `npm start` runs it, on a loopback
 * port with rate limits off (every bench client shares one address): its
 * memory is its own, and the bench's clients never share its event loop.
 */
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { routes } from '#shared/routes.ts';
import { bundles } from './bundles.ts';
import { type Child, spawnNode } from './child.ts';
import { residentBytes } from './process-memory.ts';

const READY_TIMEOUT_MS = 120_000;

export type ServerDatabase =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

export type ServerNode = {
  pid: number;
  baseUrl: string;
  wsUrl: string;
  rssBytes(): Promise<number>;
  stop(): Promise<void>;
};

/** A loopback port nothing listens on now: the public address must name it before start-up. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

/** Resolves once GET url answers 200, or rejects when the child exits or time runs out. */
export async function waitUntilHealthy(url: string, child: Child, name: string): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exited()) throw new Error(`${name} exited before it was ready:\n${child.output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await child.stop();
  throw new Error(`${name} was not ready in ${READY_TIMEOUT_MS} ms:\n${child.output()}`);
}

/** Starts the server bundle on a free loopback port and waits for its health check. */
export async function startServer(
  database: ServerDatabase,
  env: Record<string, string> = {},
): Promise<ServerNode> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { server } = await bundles();
  const child = spawnNode(server, [], {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Every link the server makes is loopback too: no bench run follows one to a LAN address.
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    ...(database.kind === 'pglite'
      ? { DATA_DIR: database.dataDir }
      : { DATABASE_URL: database.url }),
    ...env,
  });
  await waitUntilHealthy(`${baseUrl}${routes.health.url()}`, child, 'the server');
  return {
    pid: child.pid,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}${routes.realtime.url()}`,
    rssBytes: () => residentBytes(child.pid),
    stop: () => child.stop(),
  };
}
