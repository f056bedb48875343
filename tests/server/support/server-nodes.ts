import { type ServerProcess, startServerProcess } from './server-process.ts';
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
  const numbers = Array.from({ length: count }, (_, n) => n);
  if (as === 'process') {
    const nodes = await Promise.all(numbers.map(() => startServerProcess({ DATABASE_URL: url })));
    return { database, nodes };
  }
  const nodes: TestServer[] = [];
  for (const _ of numbers) nodes.push(await startTestServer('postgres', { database }));
  return { database, nodes };
}
