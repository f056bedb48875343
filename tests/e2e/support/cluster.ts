import path from 'node:path';
import { type Cluster, startCluster } from '../../../scripts/launch/cluster/start-cluster.ts';
import { freePort } from '../../../scripts/launch/free-port.ts';
import { type OwnPostgres, startOwnPostgres } from '../../../scripts/launch/own-postgres.ts';
import { E2E_CLIENT_DIR } from './server-address.ts';

/** The client the Playwright config's server built, served by every node too. */
const CLIENT_DIR = path.resolve(E2E_CLIENT_DIR);

/** Nodes behind HAProxy on a PostgreSQL of the spec's own, which it may restart. */
export type ClusterUnderTest = { cluster: Cluster; database: OwnPostgres };

/** Starts a PostgreSQL of its own, then `nodes` nodes on it behind HAProxy, all on loopback. */
export async function startClusterUnderTest(nodes: number): Promise<ClusterUnderTest> {
  const database = await startOwnPostgres();
  try {
    const nodePorts = await Promise.all(Array.from({ length: nodes }, () => freePort()));
    const cluster = await startCluster({
      nodes,
      databaseUrl: database.url,
      port: await freePort(),
      statsPort: await freePort(),
      nodePorts,
      nodeEnv: {
        CLIENT_DIR,
        LOG_LEVEL: 'warn',
        // Hundreds of phones join from one address in seconds: a venue behind its NAT.
        RATE_LIMIT_PUBLIC_PER_ADDRESS: '10000',
      },
    });
    return { cluster, database };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
