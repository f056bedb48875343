/**
 * The raw baseline behind HAProxy: as many raw `ws` processes as nodes, on
 * the bench's PostgreSQL (a join is one INSERT), behind the same
 * deploy/haproxy.cfg run by as many HAProxy processes. The same swarms of
 * phones join it as joined ours, and are sent a message of the same size as
 * the results: what this machine does with no product in the way, on the
 * same path as ours.
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
import { KILL_VOTE_SPREAD_MS } from './faults-figure.ts';

import { Swarm } from './swarm.ts';
import { epochNow } from './swarm-protocol.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DELIVERY_MS = 60_000;

export type RawClusterOptions = {
  processes: number;
  balancers: number;
  perSwarm: readonly number[];
  databaseUrl: string;
  /** The size of our participants' snapshot, and of the message that brought the results. */
  snapshotBytes: number;
  resultsBytes: number;
  /** The contestants our phones ranked: the raw phones send ballots of the same size. */
  contestantIds: string[];
  log: (message: string) => void;
};

export type RawClusterFigures = {
  joinsPerSecond: number;
  joinFailures: number;
  /** When each phone got the broadcast, in ms after it was sent. */
  delaysMs: number[];
  /** The killed process's phones: how many dropped, when each had a snapshot again (s after the kill), and when they saw the drop. */
  killed: { dropped: number; backS: number[]; times: string };
};

export async function rawBehindHaproxy(options: RawClusterOptions): Promise<RawClusterFigures> {
  const { processes, perSwarm, log } = options;
  const phones = perSwarm.reduce((a, b) => a + b, 0);
  log(`baseline: ${processes} raw ws processes behind ${options.balancers} HAProxy process(es)…`);
  const raws: RawServer[] = [];
  let balancers: Child[] = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-raw-cluster-'));
  const swarms = await Promise.all(perSwarm.map(() => Swarm.start()));
  try {
    for (let n = 0; n < processes; n++) {
      raws.push(
        await startRawServer({
          replyBytes: options.snapshotBytes,
          postgresUrl: options.databaseUrl,
        }),
      );
    }
    const binary = findHaproxy();
    if (!binary) throw new Error('HAProxy is not installed');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    balancers = await startBalancers({
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

    const start = performance.now();
    const joins = await joinSwarms(swarms, perSwarm, {
      code: 'RAW',
      roomId: 'raw',
      awardId: 'raw',
      baseUrl: url,
      wsUrl: `ws://127.0.0.1:${port}${routes.realtime.url()}`,
    });
    const joined = joins.reduce((n, j) => n + j.joined, 0);
    const joinsPerSecond = joined / ((performance.now() - start) / 1000);
    log(`raw: joined ${joined} at ${joinsPerSecond.toFixed(0)}/s`);

    // An update the phones take as the results, of the same size as ours.
    const head =
      '{"type":"update","baseVersion":0,"version":1,"events":[{"type":"results_published","pad":"';
    const padding = 'x'.repeat(Math.max(0, options.resultsBytes - head.length - 4));
    const message = `${head}${padding}"}]}`;
    const sentAt = epochNow();
    await Promise.all(raws.map((raw) => raw.broadcast(message)));
    const delivered = await until(swarms, 0, (s) => s.resultsAt.length === s.phones, DELIVERY_MS);
    const killed = await killMidVote(raws, swarms, perSwarm, options.contestantIds, log);
    return {
      joinsPerSecond,
      joinFailures: phones - joined,
      delaysMs: delivered.state.resultsAt.map((at) => at - sentAt),
      killed,
    };
  } finally {
    await Promise.all(swarms.map((swarm) => swarm.stop()));
    await stopBalancers(balancers);
    await Promise.all(raws.map((raw) => raw.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The last raw process SIGKILLed while a quarter of the phones vote, as ours
 * is: when its phones, reconnected through HAProxy, have a snapshot again.
 */
async function killMidVote(
  raws: RawServer[],
  swarms: Swarm[],
  perSwarm: readonly number[],
  contestantIds: string[],
  log: (message: string) => void,
): Promise<RawClusterFigures['killed']> {
  log('raw: killing the last process (SIGKILL) while a quarter of the phones vote…');
  const room = { id: 'raw', code: 'RAW', adminToken: '', awardId: 'raw', contestantIds };
  const voting = voteSlice(swarms, perSwarm, [0.5, 0.75], room, KILL_VOTE_SPREAD_MS);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const killedAt = epochNow();
  await raws.at(-1)?.kill();
  await voting;
  const back = await until(swarms, 0, (s) => s.holding === s.phones, DELIVERY_MS);
  return {
    dropped: back.state.dropped,
    backS: back.state.backAt.map((at) => (at - killedAt) / 1000),
    times: dropTimes(back.state, killedAt),
  };
}
