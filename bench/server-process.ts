/**
 * Our server in a process of its own, as `npm start` runs it, on a loopback
 * port with rate limits off (every bench client shares one address): its
 * memory is its own, and the bench's clients never share its event loop.
 */
import { freePort } from '../scripts/launch/free-port.ts';
import { startServerProcess } from '../scripts/launch/server-process.ts';
import { bundles } from './bundles.ts';
import type { Child } from './child.ts';
import { residentBytes } from './process-memory.ts';

const READY_TIMEOUT_MS = 120_000;
/** A server drains within 10 s (src/server/main.ts); past this it is killed. */
const STOP_GRACE_MS = 15_000;

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
  const port = await freePort();
  const { server } = await bundles();
  const node = await startServerProcess(
    {
      PORT: String(port),
      // Every link the server makes is loopback too: no bench run follows one to a LAN address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      // An empty DATABASE_URL counts as unset: PGlite in DATA_DIR.
      ...(database.kind === 'pglite'
        ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: database.url }),
      ...env,
    },
    { entry: { bundle: server }, ready: 'health', timeoutMs: READY_TIMEOUT_MS },
  );
  const pid = node.child.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  return {
    pid,
    baseUrl: node.baseUrl,
    wsUrl: node.wsUrl,
    rssBytes: () => residentBytes(pid),
    stop: async () => {
      await node.stop('SIGTERM', STOP_GRACE_MS);
    },
  };
}
