/**
 * The raw baselines: as many raw `ws` processes as nodes, on the bench's
 * PostgreSQL (a join is one INSERT), reached through the same
 * deploy/haproxy.cfg run by as many HAProxy processes as ours, or directly
 * (phone n at process n mod N). The same swarms of phones join them, a
 * quarter vote while the last process is SIGKILLed and started again as a
 * supervisor would, and then every process sends a message of the size of
 * our results: each phase what this machine does with no product in the
 * way, on the same path as ours.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routes } from '#shared/routes.ts';
import { startBalancers, stopBalancers } from '../../scripts/launch/cluster/balancers.ts';
import type { Child } from '../../scripts/launch/cluster/child-process.ts';
import { findHaproxy } from '../../scripts/launch/cluster/haproxy.ts';
import { freePort } from '../../scripts/launch/free-port.ts';
import { type RawServer, startRawServer } from '../raw-ws-process.ts';
import { dropTimes, joinSwarms, until, voteSlice } from './cluster-phases.ts';
import { SUPERVISOR_RESTART_MS } from './cluster-setup.ts';
import { KILL_VOTE_SPREAD_MS } from './faults-figure.ts';
import { type CpuSpent, cpuSpent, readCpu } from './phase-cpu.ts';
import { resultsAfter } from './raw-messages.ts';
import { Swarm } from './swarm.ts';
import { epochNow, type JoinAddress } from './swarm-protocol.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DELIVERY_MS = 60_000;

export type RawRoute = 'haproxy' | 'direct';

export type RawClusterOptions = {
  route: RawRoute;
  processes: number;
  balancers: number;
  perSwarm: readonly number[];
  databaseUrl: string;
  /**
   * A participants' snapshot and the message that brought the results, as our
   * phones were sent them: the raw processes send the same texts, so that the
   * phones read the same bytes from both.
   */
  snapshotText: string;
  resultsText: string;
  /** The contestants our phones ranked: the raw phones send ballots of the same size. */
  contestantIds: string[];
  log: (message: string) => void;
};

export type RawClusterFigures = {
  route: RawRoute;
  joinsPerSecond: number;
  joined: number;
  joinFailures: number;
  /** The processes' resident memory per phone joined, in KiB. */
  kibPerPhone: number;
  /** How many sockets each process held when it broadcast. */
  socketsPerProcess: number[];
  /** When each phone got the broadcast, in ms after it was sent. */
  delaysMs: number[];
  /** Where the processor time went while the phones joined, and from the broadcast until every phone had it. */
  cpu: { joins: CpuSpent; results: CpuSpent };
  /** The killed process's phones: how many dropped, when each had a snapshot again (s after the kill), and when they saw the drop. */
  killed: { dropped: number; backS: number[]; times: string };
};

const resident = async (raws: readonly RawServer[]) =>
  (await Promise.all(raws.map((raw) => raw.rssBytes()))).reduce((a, b) => a + b, 0);

/** Where the phones join: HAProxy in front of the processes, or each process itself. */
async function addressesFor(
  options: RawClusterOptions,
  raws: readonly RawServer[],
  dir: string,
): Promise<{ addresses: JoinAddress[]; balancers: Child[] }> {
  if (options.route === 'direct') {
    const addresses = raws.map((raw) => ({
      baseUrl: raw.baseUrl,
      wsUrl: `${raw.baseUrl.replace(/^http/, 'ws')}${routes.realtime.url()}`,
    }));
    return { addresses, balancers: [] };
  }
  const binary = findHaproxy();
  if (!binary) throw new Error('HAProxy is not installed');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const balancers = await startBalancers({
    binary,
    root: ROOT,
    dir,
    backends: raws.map((raw, n) => ({
      name: `raw${n + 1}`,
      host: '127.0.0.1',
      port: Number(new URL(raw.baseUrl).port),
    })),
    url,
    listen: `127.0.0.1:${port}`,
    statsPort: 18_900 + Math.floor(Math.random() * 90),
    count: options.balancers,
    env: { RATE_LIMIT: 'off', VIBERANK_LB_LOG_LEVEL: 'notice' },
    onLine: () => {},
    onExit: () => {},
  });
  return {
    addresses: [{ baseUrl: url, wsUrl: `ws://127.0.0.1:${port}${routes.realtime.url()}` }],
    balancers,
  };
}

const joined = (joins: readonly { joined: number }[]) => joins.reduce((n, j) => n + j.joined, 0);

export async function rawCluster(options: RawClusterOptions): Promise<RawClusterFigures> {
  const { processes, perSwarm, log } = options;
  const phones = perSwarm.reduce((a, b) => a + b, 0);
  const through = options.route === 'haproxy' ? 'behind HAProxy' : 'reached directly';
  log(`baseline: ${processes} raw ws processes ${through}…`);
  const raws: RawServer[] = [];
  let balancers: Child[] = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-raw-cluster-'));
  const swarms = await Promise.all(perSwarm.map(() => Swarm.start()));
  try {
    for (let n = 0; n < processes; n++) {
      raws.push(
        await startRawServer({
          replyBytes: Buffer.byteLength(options.snapshotText),
          reply: options.snapshotText,
          postgresUrl: options.databaseUrl,
        }),
      );
    }
    const route = await addressesFor(options, raws, dir);
    balancers = route.balancers;
    const idle = await resident(raws);
    // Read by the processes' ids of the moment: the restarted one's is new.
    const cpuNow = () =>
      readCpu(
        raws.map((raw) => raw.pid),
        swarms.map((swarm) => swarm.pid),
      );
    const joinsBefore = await cpuNow();
    const start = performance.now();
    const joins = await joinSwarms(swarms, perSwarm, {
      code: 'RAW',
      roomId: 'raw',
      awardIds: ['raw'],
      addresses: route.addresses,
    });
    const joinsPerSecond = joined(joins) / ((performance.now() - start) / 1000);
    const joinsCpu = cpuSpent(joinsBefore, await cpuNow());
    log(`raw ${through}: joined ${joined(joins)} at ${joinsPerSecond.toFixed(0)}/s`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const kibPerPhone = ((await resident(raws)) - idle) / Math.max(1, joined(joins)) / 1024;

    const killed = await killMidVote(raws, swarms, perSwarm, options.contestantIds, log);
    // Our results, from every process, following the version of the snapshot it sent.
    const message = resultsAfter(options.resultsText, options.snapshotText);
    const resultsBefore = await cpuNow();
    const sentAt = epochNow();
    const socketsPerProcess = await Promise.all(raws.map((raw) => raw.broadcast(message)));
    const delivered = await until(swarms, 0, (s) => s.resultsAt.length === s.phones, DELIVERY_MS);
    const resultsCpu = cpuSpent(resultsBefore, await cpuNow());
    return {
      route: options.route,
      joinsPerSecond,
      joined: joined(joins),
      joinFailures: phones - joined(joins),
      kibPerPhone,
      delaysMs: delivered.state.resultsAt.map((at) => at - sentAt),
      socketsPerProcess,
      killed,
      cpu: { joins: joinsCpu, results: resultsCpu },
    };
  } finally {
    await Promise.all(swarms.map((swarm) => swarm.stop()));
    await stopBalancers(balancers);
    await Promise.all(raws.map((raw) => raw.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The last raw process SIGKILLed while a quarter of the phones vote, and
 * started again on its port as a supervisor would, as ours is: when its
 * phones have a snapshot again.
 */
async function killMidVote(
  raws: RawServer[],
  swarms: Swarm[],
  perSwarm: readonly number[],
  contestantIds: string[],
  log: (message: string) => void,
): Promise<RawClusterFigures['killed']> {
  log('raw: killing the last process (SIGKILL) while a quarter of the phones vote…');
  const room = { id: 'raw', code: 'RAW', adminToken: '', awardIds: ['raw'], contestantIds };
  const voting = voteSlice(swarms, perSwarm, [0.5, 0.75], room, KILL_VOTE_SPREAD_MS);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const killedAt = epochNow();
  const last = raws.at(-1);
  if (!last) throw new Error('no raw process to kill');
  await last.kill();
  await new Promise((resolve) => setTimeout(resolve, SUPERVISOR_RESTART_MS));
  await last.restart();
  await voting;
  const back = await until(swarms, 0, (s) => s.holding === s.phones, DELIVERY_MS);
  return {
    dropped: back.state.dropped,
    backS: back.state.backAt.map((at) => (at - killedAt) / 1000),
    times: dropTimes(back.state, killedAt),
  };
}
