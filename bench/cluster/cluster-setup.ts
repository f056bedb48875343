/** The bench's cluster: a PostgreSQL of its own, nodes behind HAProxy, swarms of phones, a room. */
import { type Cluster, startCluster } from '../../scripts/launch/cluster/start-cluster.ts';
import { freePort } from '../../scripts/launch/free-port.ts';
import { BenchHttp } from '../../scripts/launch/load/http.ts';
import { type OwnPostgres, startOwnPostgres } from '../../scripts/launch/own-postgres.ts';
import { type BenchRoom, shares } from './cluster-phases.ts';
import { Swarm } from './swarm.ts';
import { epochNow } from './swarm-protocol.ts';

const PHONES_PER_SWARM = 10_000;
/** What one HAProxy process carries here: two files a connection, 20,000 files a process. */
const CONNECTIONS_PER_BALANCER = 9_000;
const CONTESTANTS = 10;
/** A prize-giving's awards: the phones' ballots are spread over them. */
const AWARDS = 5;
/** systemd's RestartSec by default: the README's unit restarts a node that died (Restart=on-failure). */
export const SUPERVISOR_RESTART_MS = 100;
/** The nodes' METRICS_TOKEN: the bench reads how many sockets each holds. */
export const METRICS_TOKEN = 'bench-cluster-metrics-token';

export type BenchCluster = {
  database: OwnPostgres;
  cluster: Cluster;
  swarms: Swarm[];
  /** How many phones each swarm plays. */
  perSwarm: number[];
  balancers: number;
  /** The organiser's calls, through HAProxy. */
  http: BenchHttp;
  room: BenchRoom;
  /** Resolves when the supervisor has started nodes[index] again after it died, and it is ready. */
  restarted(index: number): Promise<number>;
  /** Stops the phones, the nodes and HAProxy; the database stays up for the baselines. */
  stopCluster(): Promise<void>;
  stop(): Promise<void>;
};

/** The processes whose processor time a phase is told by: the running nodes, and the swarms. */
export function benchPids(bench: BenchCluster): { servers: number[]; swarms: number[] } {
  return {
    servers: bench.cluster.nodes.flatMap((node) => node.pid() ?? []),
    swarms: bench.swarms.map((swarm) => swarm.pid),
  };
}

export async function startBenchCluster(phones: number, nodes: number): Promise<BenchCluster> {
  const database = await startOwnPostgres();
  const swarmCount = Math.max(2, Math.ceil(phones / PHONES_PER_SWARM));
  const swarms = await Promise.all(Array.from({ length: swarmCount }, () => Swarm.start()));
  const balancers = Math.ceil((phones + 2_000) / CONNECTIONS_PER_BALANCER);
  const restarts = new Map<string, (at: number) => void>();
  const cluster = await startCluster({
    nodes,
    // A node that dies is started again at once, as systemd's Restart=on-failure does.
    restartOnExit: true,
    restartDelayMs: SUPERVISOR_RESTART_MS,
    onEvent: (event) => {
      if (event.type === 'node-restarted') restarts.get(event.node)?.(epochNow());
    },
    balancers,
    databaseUrl: database.url,
    port: await freePort(),
    statsPort: 18_400 + Math.floor(Math.random() * 500),
    nodePorts: await Promise.all(Array.from({ length: nodes }, () => freePort())),
    // A conference behind one NAT: no per-address limits, here or in HAProxy.
    nodeEnv: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', METRICS_TOKEN },
    haproxyEnv: { RATE_LIMIT: 'off', VIBERANK_LB_LOG_LEVEL: 'notice' },
  });
  const http = new BenchHttp(cluster.url, 4);
  const stopCluster = async () => {
    http.close();
    await Promise.all(swarms.map((swarm) => swarm.stop()));
    await cluster.stop().catch(() => undefined);
  };
  const stop = async () => {
    await stopCluster();
    await database.stop();
  };
  try {
    const created = await http.request('POST', '/api/rooms', undefined, {
      name: 'Conference',
      title: 'Best of the conference',
    });
    const body = created.body as { room: { id: string; code: string }; adminToken: string };
    const awardsPath = `/api/rooms/${body.room.id}/awards`;
    for (let n = 2; n <= AWARDS; n++) {
      await http.request('POST', awardsPath, body.adminToken, {
        name: `Award ${n}`,
        contestantIds: null,
      });
    }
    const awards = await http.request('GET', awardsPath, body.adminToken);
    const awardIds = (awards.body as { awards: { id: string }[] }).awards.map((a) => a.id);
    if (awardIds.length !== AWARDS) throw new Error(`the room has ${awardIds.length} awards`);
    const room: BenchRoom = {
      ...body.room,
      adminToken: body.adminToken,
      awardIds,
      contestantIds: [],
    };
    for (let n = 0; n < CONTESTANTS; n++) {
      const path = `/api/rooms/${room.id}/contestants`;
      const added = await http.request('POST', path, room.adminToken, {
        name: `Project ${n + 1}`,
        blurb: `Project ${n + 1} demo`,
      });
      room.contestantIds.push((added.body as { contestant: { id: string } }).contestant.id);
    }
    return {
      database,
      cluster,
      swarms,
      perSwarm: shares(swarms, phones),
      balancers,
      http,
      room,
      restarted: (index) =>
        new Promise((resolve) => {
          const name = cluster.nodes[index]?.name ?? '';
          restarts.set(name, resolve);
        }),
      stopCluster,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
