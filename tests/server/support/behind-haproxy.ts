import { afterAll, beforeAll } from 'vitest';
import { ApiClient } from '../../../scripts/launch/api-client.ts';
import {
  type Cluster,
  type ClusterOptions,
  type Exit,
  type ServerStats,
  startCluster,
} from '../../../scripts/launch/cluster/start-cluster.ts';
import { freePort } from '../../../scripts/launch/free-port.ts';
import type { RealtimeClient } from './realtime-client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type BehindHaproxy = {
  cluster: Cluster;
  /** The API through HAProxy, as phones reach it. */
  api: ApiClient;
  /** Sockets a test opened: closed before the nodes stop. */
  clients: RealtimeClient[];
  /** The PostgreSQL database the nodes share, made for this block. */
  databaseUrl: string;
};

type Setup = Pick<ClusterOptions, 'nodes' | 'nodeEnv' | 'haproxyEnv' | 'inFront'>;

/**
 * Nodes on a fresh PostgreSQL database (TEST_DATABASE_URL) behind HAProxy
 * running deploy/haproxy.cfg, all on free loopback ports, for the tests of the
 * enclosing describe block; the function answers them.
 */
export function useClusterBehindHaproxy(setup: Setup): () => BehindHaproxy {
  let database: TestDatabase | undefined;
  let running: BehindHaproxy | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (!database.url) throw new Error('the test database has no url');
    const nodePorts = [];
    for (let n = 0; n < setup.nodes; n++) nodePorts.push(await freePort());
    const cluster = await startCluster({
      ...setup,
      databaseUrl: database.url,
      port: await freePort(),
      statsPort: await freePort(),
      nodePorts,
      // No build: the server's sources through tsx, as the other process tests run it.
      server: 'source',
    });
    running = { cluster, api: new ApiClient(cluster.url), clients: [], databaseUrl: database.url };
  }, 120_000);
  afterAll(async () => {
    for (const client of running?.clients ?? []) client.close();
    await running?.cluster.stop();
    await database?.drop();
  }, 60_000);
  return () => {
    if (!running) throw new Error('the cluster starts before the tests');
    return running;
  };
}

/** Requests HAProxy has sent a node so far. */
export function sessionsOf(stats: Map<string, ServerStats>, node: string): number {
  const row = stats.get(node);
  if (!row) throw new Error(`HAProxy's stats have no ${node}`);
  return row.sessions;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What phones would be answered while a node drains: look-ups of the room by
 * its code and joins (a POST), one after another, until the node has exited
 * and HAProxy counts it down; at most 400 of them, or 20 s.
 */
export async function requestsWhileDraining(
  behind: BehindHaproxy,
  { code, node, exited }: { code: string; node: string; exited: Promise<Exit> },
): Promise<number[]> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const statuses: number[] = [];
  const deadline = Date.now() + 20_000;
  for (let n = 0; n < 400 && Date.now() < deadline; n++) {
    const answer =
      n % 2 === 0
        ? await behind.api.findRoomByCode(code)
        : await behind.api.join({ code, name: `Phone ${n}` });
    statuses.push(answer.status);
    if (gone && n % 5 === 0) {
      const status = (await behind.cluster.serverStats()).get(node)?.status;
      if (status === 'DOWN') break;
    }
    await pause(20);
  }
  return statuses;
}
