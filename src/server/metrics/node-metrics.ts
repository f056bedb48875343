import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ErrorCode } from '#shared/refusals.ts';
import { processRegistry } from './process-metrics.ts';

export type SocketRole = 'admin' | 'participant' | 'judge' | 'screen' | 'public';
const SOCKET_ROLES: readonly SocketRole[] = ['admin', 'participant', 'judge', 'screen', 'public'];

/** What the realtime hub holds now (RealtimeHub.counts). */
export type RealtimeCounts = { sockets: Record<SocketRole, number>; rooms: number };

/** The figures of node-postgres's pool that tell whether requests queue for a connection. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** Where the gauges read from when scraped. */
export type MetricSources = {
  realtime: () => RealtimeCounts;
  /** Absent on PGlite, which has one connection and no pool: its gauges read 0. */
  pool: PoolCounts | undefined;
};

/** Told how long a room change took from the node that sent it to this one, in seconds. */
export type BusLagObserver = (seconds: number) => void;

/** One node's metrics, in a registry of its own (tests build many apps in one process). */
export type NodeMetrics = {
  /** Gives the gauges their sources, once the hub and the database exist. */
  watch(sources: MetricSources): void;
  joined(): void;
  ballotSubmitted(): void;
  /** A 4xx or 5xx answer, by its error code ('other' when it carried none). */
  refused(code: ErrorCode | 'other'): void;
  /** For the room event bus: hand it this function, unbound. */
  observeBusLag: BusLagObserver;
  /** The Prometheus text of these metrics and of the process's (event loop, memory, CPU). */
  exposition(): Promise<string>;
  readonly contentType: string;
};

// NOTE: from 0.5 ms (LISTEN/NOTIFY p99 is under 1 ms, DESIGN.md) to 5 s (a node
// catching up after its listening connection dropped).
const BUS_LAG_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/** Makes the metrics of one app; the gauges read nothing until `watch` is called. */
export function createNodeMetrics(): NodeMetrics {
  const registry = new Registry();
  const registers = [registry];
  let sources: MetricSources | undefined;

  const sockets: Gauge<'role'> = new Gauge({
    name: 'viberank_sockets',
    help: 'Realtime sockets subscribed to a room on this node, by role (a judge counted apart from participants).',
    labelNames: ['role'],
    registers,
    collect() {
      const counts = sources?.realtime().sockets;
      for (const role of SOCKET_ROLES) sockets.set({ role }, counts?.[role] ?? 0);
    },
  });
  const rooms: Gauge = new Gauge({
    name: 'viberank_rooms_in_memory',
    help: 'Rooms this node holds in memory because a socket is subscribed to them.',
    registers,
    collect() {
      rooms.set(sources?.realtime().rooms ?? 0);
    },
  });
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      collect() {
        gauge.set(sources?.pool ? read(sources.pool) : 0);
      },
    });
  };
  poolGauge(
    'viberank_db_pool_waiting',
    'Requests of this node waiting for a PostgreSQL connection from its pool (0 on PGlite).',
    (pool) => pool.waitingCount,
  );
  poolGauge(
    'viberank_db_pool_total',
    'PostgreSQL connections this node’s pool holds, busy or idle (0 on PGlite).',
    (pool) => pool.totalCount,
  );
  poolGauge(
    'viberank_db_pool_idle',
    'PostgreSQL connections of this node’s pool that are idle (0 on PGlite).',
    (pool) => pool.idleCount,
  );

  const joins = new Counter({
    name: 'viberank_joins_total',
    help: 'Participants who joined a room through this node (per node: sum over the nodes for the service).',
    registers,
  });
  const ballots = new Counter({
    name: 'viberank_ballots_total',
    help: 'Ballots submitted and saved through this node (per node: sum over the nodes for the service).',
    registers,
  });
  const refusals = new Counter({
    name: 'viberank_refusals_total',
    help: 'Requests this node answered with a 4xx or 5xx, by the error code of the answer.',
    labelNames: ['code'],
    registers,
  });
  const busLag = new Histogram({
    name: 'viberank_bus_delivery_lag_seconds',
    help: 'Time from a room change being sent by a node to its delivery on this node, in seconds.',
    buckets: BUS_LAG_BUCKETS,
    registers,
  });

  return {
    watch(watched) {
      sources = watched;
    },
    joined: () => joins.inc(),
    ballotSubmitted: () => ballots.inc(),
    refused: (code) => refusals.inc({ code }),
    observeBusLag: (seconds) => busLag.observe(seconds),
    async exposition() {
      const [process, node] = await Promise.all([processRegistry().metrics(), registry.metrics()]);
      return `${process}\n${node}`;
    },
    contentType: registry.contentType,
  };
}
