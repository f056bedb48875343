import { type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Several nodes of the product as child processes on one PostgreSQL
 * database, as a deployment behind a load balancer runs them (behind HAProxy
 * itself: cluster/start-cluster.ts). They start all at once, so their
 * migrations on an empty database race as a deployment's do. Nodes in this
 * process are `startInProcess` called once a node on the same database.
 */
export async function startProcessNodes({
  count,
  databaseUrl,
  env = {},
}: {
  count: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess[]> {
  return Promise.all(
    Array.from({ length: count }, () => startServerProcess({ ...env, DATABASE_URL: databaseUrl })),
  );
}
