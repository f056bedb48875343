import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { startProcessNodes } from '../../../scripts/launch/nodes.ts';
import type { ServerProcess } from '../../../scripts/launch/server-process.ts';
import type { RealtimeClient } from './realtime-client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Several server nodes on one fresh PostgreSQL database, as a deployment behind a load balancer. */
export type ServerNodes<Node> = { database: TestDatabase; nodes: Node[] };

type NodesOptions = {
  count: number;
  /** Child processes, all started at once (their migrations race), or servers in this process. */
  as: 'process' | 'in-process';
};

/**
 * Creates a PostgreSQL database (TEST_DATABASE_URL must be set) and starts
 * `count` nodes on it. The caller stops the nodes, then drops the database.
 */
export async function startNodes(
  options: NodesOptions & { as: 'process' },
): Promise<ServerNodes<ServerProcess>>;
export async function startNodes(
  options: NodesOptions & { as: 'in-process' },
): Promise<ServerNodes<TestServer>>;
export async function startNodes({
  count,
  as,
}: NodesOptions): Promise<ServerNodes<ServerProcess | TestServer>> {
  const database = await createTestDatabase('postgres');
  const url = database.url;
  if (!url) throw new Error('the test database has no url');
  if (as === 'process') {
    return { database, nodes: await startProcessNodes({ count, databaseUrl: url }) };
  }
  const nodes: TestServer[] = [];
  for (let n = 0; n < count; n++) nodes.push(await startTestServer('postgres', { database }));
  return { database, nodes };
}

/** Pino's levels: 40 warn, 50 error, 60 fatal. */
const LOUD = { warn: '40|50|60', error: '50|60' } as const;

/**
 * Stops child-process nodes with SIGTERM, drops their database, and expects
 * each to have exited cleanly having logged nothing at `quietFrom` or above.
 */
export async function stopNodes(
  { database, nodes }: { database: TestDatabase | undefined; nodes: readonly ServerProcess[] },
  { quietFrom }: { quietFrom: keyof typeof LOUD },
): Promise<void> {
  const exits = await Promise.all(nodes.map((node) => node.stop('SIGTERM')));
  await database?.drop();
  for (const node of nodes) {
    expect(node.output()).not.toMatch(new RegExp(`"level":(${LOUD[quietFrom]})`));
  }
  expect(exits).toEqual(nodes.map(() => ({ code: 0, signal: null })));
}

/** The nodes of a `describeOnNodes` block: started before its tests, stopped after them. */
export type NodesUnderTest = {
  database: TestDatabase | undefined;
  readonly nodes: ServerProcess[];
  /** Sockets a test opened: closed when the block ends, as `sockets` says. */
  readonly clients: RealtimeClient[];
};

/**
 * A describe block on `count` child-process nodes sharing one fresh
 * PostgreSQL database, gated on TEST_DATABASE_URL (several nodes need a
 * shared database). When it ends, its sockets are closed first, or left to
 * the nodes' shutdown and expected to be told why; then every node must exit
 * cleanly, having logged nothing at `quietFrom` or above.
 */
export function describeOnNodes(
  title: string,
  options: {
    count: number;
    quietFrom: keyof typeof LOUD;
    sockets: 'closed first' | 'closed by the shutdown';
  },
  tests: (cluster: NodesUnderTest) => void,
): void {
  describe.skipIf(!process.env.TEST_DATABASE_URL)(`${title} [postgres]`, () => {
    const cluster: NodesUnderTest = { database: undefined, nodes: [], clients: [] };

    beforeAll(async () => {
      // The nodes start on the empty database at once: their migrations race.
      const started = await startNodes({ count: options.count, as: 'process' });
      cluster.database = started.database;
      cluster.nodes.push(...started.nodes);
    });

    afterAll(async () => {
      if (options.sockets === 'closed first') for (const client of cluster.clients) client.close();
      const closings = cluster.clients.map((client) => client.closed);
      await stopNodes(cluster, { quietFrom: options.quietFrom });
      const closed = await Promise.all(closings);
      if (options.sockets === 'closed by the shutdown') {
        expect(closed).toEqual(cluster.clients.map(() => CLOSE.shuttingDown));
      }
    });

    tests(cluster);
  });
}
