// The cluster as a library: N nodes on one PostgreSQL behind HAProxy, all on
// this machine, for `npm run cluster`, the tests and the bench.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routes } from '#shared/routes.ts';
import { ensureBuilds } from '../ensure-builds.ts';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';
import { startBalancers, stopBalancers } from './balancers.ts';
import type { Child, Exit } from './child-process.ts';
import { ClusterNode, type ServerLaunch } from './cluster-node.ts';
import { findHaproxy, readServerStats, type ServerStats, waitForServerStatus } from './haproxy.ts';
import { type ClusterEvent, restarter } from './restarts.ts';

export type { Exit } from './child-process.ts';
export type { ClusterNode } from './cluster-node.ts';
export type { ServerStats } from './haproxy.ts';
export type { ClusterEvent } from './restarts.ts';

export const MAX_NODES = 16;
export const HAPROXY_MISSING = 'HAProxy is not installed: apt-get install -y haproxy';

export type ClusterOptions = {
  /** How many nodes, 1 to 16. */
  nodes: number;
  /** The PostgreSQL database every node shares; it must exist. */
  databaseUrl: string;
  /** HAProxy's address, which phones and browsers use; default 127.0.0.1. */
  host?: string;
  /** HAProxy's port; default 8080. */
  port?: number;
  /** The stats page's port, on 127.0.0.1; default 8404. */
  statsPort?: number;
  /** Node n listens on 127.0.0.1, port basePort + n - 1; default 3101. */
  basePort?: number;
  /** Each node's port, instead of basePort's run. */
  nodePorts?: readonly number[];
  /**
   * Where HAProxy reaches each node, when not at the node's own port: a
   * test's relay in front of it (the node's port given, the relay's answered).
   */
  inFront?: (node: { name: string; port: number }) => Promise<number>;
  /** The nodes' PUBLIC_URL; default HAProxy's address. */
  publicUrl?: string;
  /** The `npm start` bundle, built first when stale (the default), or the sources through tsx. */
  server?: 'bundle' | 'source';
  /** Added to every node's environment (RATE_LIMIT_*, LOG_LEVEL…). */
  nodeEnv?: Record<string, string>;
  /** Settings of deploy/haproxy.cfg (RATE_LIMIT_*), for HAProxy alone. */
  haproxyEnv?: Record<string, string>;
  /**
   * HAProxy processes sharing the port (SO_REUSEPORT), each with its stats on
   * statsPort + k; default 1. Where a process may open too few files for the
   * connections wanted (two each), several carry them between them.
   */
  balancers?: number;
  /** Starts a node again when it exits on its own. */
  restartOnExit?: boolean;
  /** How long after such an exit, in ms; default 1 s (systemd's RestartSec is 100 ms). */
  restartDelayMs?: number;
  onEvent?: (event: ClusterEvent) => void;
};

export type Cluster = {
  /** HAProxy's address: what phones and browsers use. */
  url: string;
  /** The realtime endpoint through HAProxy. */
  realtimeUrl: string;
  /** HAProxy's stats page (`${statsUrl};csv` for scripts). */
  statsUrl: string;
  nodes: readonly ClusterNode[];
  /** What HAProxy says of each node now, by name (node1…). */
  serverStats(): Promise<Map<string, ServerStats>>;
  /** Resolves once HAProxy's checks put nodes[index] in `status`: UP or DOWN. */
  waitForStatus(index: number, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Signals nodes[index] (SIGTERM drains it); resolves with its exit, which is not reported. */
  kill(index: number, signal?: NodeJS.Signals): Promise<Exit>;
  /** Stops nodes[index] if it runs and starts it again; resolves once it answers ready. */
  restart(index: number): Promise<void>;
  /** What HAProxy wrote: its notices, alerts and log lines. */
  haproxyOutput(): string;
  /** Drains every node, then stops HAProxy. */
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../../..');
const NODE_READY_MS = 90_000;
const HAPROXY_READY_MS = 20_000;

function nodePorts(options: ClusterOptions): number[] {
  if (options.nodePorts) {
    if (options.nodePorts.length !== options.nodes) {
      throw new Error(
        `nodePorts lists ${options.nodePorts.length} ports for ${options.nodes} nodes`,
      );
    }
    return [...options.nodePorts];
  }
  const base = options.basePort ?? 3101;
  return Array.from({ length: options.nodes }, (_, n) => base + n);
}

async function serverLaunch(server: ClusterOptions['server']): Promise<ServerLaunch> {
  if (server === 'source') {
    return { command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts'] };
  }
  const bundle = await ensureBuilds(root, process.env);
  return { command: process.execPath, args: [...SERVER_NODE_FLAGS, bundle] };
}

/** Starts the nodes, then HAProxy; resolves once HAProxy sees every node up. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(options.nodes) || options.nodes < 1 || options.nodes > MAX_NODES) {
    throw new Error(`A cluster has 1 to ${MAX_NODES} nodes, not ${options.nodes}.`);
  }
  const haproxyBinary = findHaproxy();
  if (!haproxyBinary) throw new Error(HAPROXY_MISSING);
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.port ?? 8080}`;
  const statsUrl = `http://127.0.0.1:${options.statsPort ?? 8404}/`;
  const emit = options.onEvent ?? (() => {});
  const launch = await serverLaunch(options.server);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-cluster-'));

  let stopping = false;
  const restarts = restarter({
    emit,
    enabled: options.restartOnExit ?? false,
    stopping: () => stopping,
    ...(options.restartDelayMs === undefined ? {} : { delayMs: options.restartDelayMs }),
  });
  const nodeEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.nodeEnv,
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl ?? url,
    // HAProxy reaches the nodes from loopback: its X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
  };
  const nodes = nodePorts(options).map(
    (port, n) =>
      new ClusterNode({
        name: `node${n + 1}`,
        host: '127.0.0.1',
        port,
        root,
        launch,
        env: nodeEnv,
        readyTimeoutMs: NODE_READY_MS,
        onLine: (line) => emit({ type: 'output', source: `node${n + 1}`, line }),
        onUnexpectedExit: restarts.exited,
      }),
  );

  const haproxies: Child[] = [];
  const stop = async () => {
    stopping = true;
    await Promise.all(nodes.map((node) => node.stop()));
    await stopBalancers(haproxies);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // All at once on the shared database: their migrations race, which they handle.
    await Promise.all(nodes.map((node) => node.start()));
    const started = await startBalancers({
      binary: haproxyBinary,
      root,
      dir,
      backends: await Promise.all(
        nodes.map(async ({ name, host, port }) => ({
          name,
          host,
          port: options.inFront ? await options.inFront({ name, port }) : port,
        })),
      ),
      url,
      listen: `${host}:${options.port ?? 8080}`,
      statsPort: options.statsPort ?? 8404,
      count: options.balancers ?? 1,
      env: options.haproxyEnv ?? {},
      onLine: (line) => emit({ type: 'output', source: 'haproxy', line }),
      onExit: (exit) => {
        if (!stopping) emit({ type: 'haproxy-exited', exit });
      },
    });
    haproxies.push(...started);
  } catch (error) {
    await stop();
    throw error;
  }

  const nodeAt = (index: number) => {
    const node = nodes[index];
    if (!node)
      throw new Error(`The cluster has no node at index ${index} (0 to ${nodes.length - 1}).`);
    return node;
  };
  return {
    url,
    realtimeUrl: `${url.replace(/^http/, 'ws')}${routes.realtime.url()}`,
    statsUrl,
    nodes,
    serverStats: () => readServerStats(statsUrl),
    waitForStatus: (index, status, timeoutMs = HAPROXY_READY_MS) =>
      waitForServerStatus(statsUrl, [nodeAt(index).name], status, timeoutMs),
    kill: (index, signal) => nodeAt(index).kill(signal),
    restart: (index) => nodeAt(index).restart(),
    haproxyOutput: () => haproxies.map((child) => child.output()).join('\n'),
    stop,
  };
}
