/**
 * Figure 2: Finish Voting, timed to the results on every phone's socket;
 * beside the same number of raw `ws` processes as nodes broadcasting a
 * message of the same size to as many sockets, from the same swarms
 * (raw-cluster.ts).
 */

import { commitMs } from '#shared/server-timing.ts';
import { participantSockets } from '../../scripts/launch/cluster/node-sockets.ts';
import { percentile, type Row } from '../../scripts/launch/load/stats.ts';
import { closesSince, samples, states, until } from './cluster-phases.ts';
import { type BenchCluster, benchPids, METRICS_TOKEN } from './cluster-setup.ts';
import { countedBallots } from './database-counts.ts';
import { type CpuSpent, cpuNote, cpuSpent, readCpu } from './phase-cpu.ts';
import { epochNow, type VoteAnswer } from './swarm-protocol.ts';

const DELIVERY_MS = 60_000;
/** How long the bench waits, at most, for the nodes to have levelled their phones before the finish. */
const LEVEL_MS = 90_000;
/** How far from the mean a node may be, and count as level. */
const LEVEL_TOLERANCE = 0.12;
/** How often the nodes' counts are read while they level. */
const LEVEL_POLL_MS = 1_000;
/** The budget from Finish Voting to the first phone holding the results. */
const FIRST_PHONE_MS = 100;

export type ResultsFigure = {
  rows: Row[];
  notes: string[];
  bytes: number;
  /** The largest message that brought a phone the results. */
  text: string;
  delaysMs: number[];
  /** Where the processor time went from Finish Voting until every phone had the results. */
  cpu: CpuSpent;
};

/** How many participants' sockets each node holds, from its /metrics. */
function socketsPerNode(bench: BenchCluster): Promise<number[]> {
  return Promise.all(
    bench.cluster.nodes.map((node) => participantSockets(node.url, METRICS_TOKEN)),
  );
}

/**
 * Waits, as an organiser would before the prize-giving, for the nodes to
 * have levelled their phones (src/server/realtime/socket-balance.ts): every
 * phone connected, and no node further from the mean than the balance
 * leaves it (10 %, and a little for phones in flight), or LEVEL_MS at most.
 * Answers the counts and how long it took.
 */
async function levelled(bench: BenchCluster): Promise<{ perNode: number[]; waitedMs: number }> {
  const started = performance.now();
  const phones = bench.perSwarm.reduce((a, b) => a + b, 0);
  for (;;) {
    const perNode = await socketsPerNode(bench);
    const total = perNode.reduce((a, b) => a + b, 0);
    const mean = total / perNode.length;
    const level = perNode.every((n) => Math.abs(n - mean) <= LEVEL_TOLERANCE * mean);
    const waitedMs = performance.now() - started;
    if ((level && total >= phones) || waitedMs > LEVEL_MS) return { perNode, waitedMs };
    await new Promise((resolve) => setTimeout(resolve, LEVEL_POLL_MS));
  }
}

/** Finishes voting; answers when the results reached each phone, and what was lost. */
export async function finishVoting(
  bench: BenchCluster,
  acked: readonly VoteAnswer[],
  log: (m: string) => void,
): Promise<ResultsFigure> {
  const { http, room, swarms } = bench;
  log('waiting for the nodes to level their phones…');
  const beforeLevel = await states(swarms, -1);
  const level = await levelled(bench);
  const moved = closesSince(beforeLevel, await states(swarms, -1));
  log(`finishing voting (phones per node: ${level.perNode.join(' / ')})…`);
  const perNode = await socketsPerNode(bench);
  const pids = benchPids(bench);
  const cpuBefore = await readCpu(pids.servers, pids.swarms);
  const finishAt = epochNow();
  const finished = await http.request('POST', `/api/rooms/${room.id}/finish`, room.adminToken);
  const answeredMs = epochNow() - finishAt;
  const delivered = await until(swarms, 0, (s) => s.resultsAt.length === s.phones, DELIVERY_MS);
  const cpu = cpuSpent(cpuBefore, await readCpu(pids.servers, pids.swarms));
  const delaysMs = delivered.state.resultsAt.map((at) => at - finishAt);
  const { results: text } = await samples(swarms);
  const firstMs = Math.min(...delaysMs);
  // The node's own count from the request's arrival to the commit (Server-Timing); the
  // request's trip from here to the node, through HAProxy on loopback, is the error.
  const committedMs = commitMs(finished.serverTiming) ?? Number.NaN;
  const results = await http.request('GET', `/api/rooms/${room.id}/results`, room.adminToken);
  const body = results.body as { results?: { finalScores: { contestantId: string }[] } };
  const counted = await countedBallots(bench.database.url, room.id);
  const ackedIds = new Set(acked.flatMap((a) => a.acked.map(([id]) => id)));
  const lost = [...ackedIds].filter((id) => !counted.has(id)).length;
  return {
    rows: [
      {
        name: `Finish Voting's commit to the first phone's results (${bench.room.awardIds.length} awards)`,
        ours: firstMs - committedMs,
        baseline: FIRST_PHONE_MS,
        unit: 'ms',
        against: `its ${FIRST_PHONE_MS} ms budget`,
      },
      {
        name: 'acknowledged ballots lost',
        ours: lost,
        baseline: 0,
        unit: '',
        against: 'none allowed',
      },
      {
        name: 'results delivered',
        ours: (100 * delaysMs.length) / delivered.state.phones,
        baseline: 100,
        unit: '%',
        against: 'every socket',
      },
    ],
    notes: [
      `Finish Voting answered ${finished.status} in ${answeredMs.toFixed(0)} ms, its transaction committed ${committedMs.toFixed(0)} ms after the request arrived (Server-Timing); the first phone had the results ${firstMs.toFixed(0)} ms after it was asked, the median ${percentile(delaysMs, 50).toFixed(0)} ms; ${ackedIds.size} acknowledged ballots, ${counted.size} in the database at the end, ${body.results?.finalScores.length ?? 0} contestants ranked`,
      cpuNote('from Finish Voting to the results on every phone', `${perNode.length} nodes`, cpu),
      `participants' sockets per node at the finish: ${perNode.join(' / ')}, level ${(level.waitedMs / 1000).toFixed(1)} s after PostgreSQL's restart phase ended; phones' sockets closed meanwhile, by code: ${moved}`,
    ],
    bytes: delivered.state.resultsBytes,
    text,
    delaysMs,
    cpu,
  };
}

/**
 * Our delivery against the raw processes', sockets connected to them
 * directly, and then through the same HAProxy as ours.
 */
export function resultRows(
  ours: ResultsFigure,
  raw: { delaysMs: number[] },
  against: string,
): Row[] {
  return [50, 95].map((p) => ({
    name: `results to every socket after Finish Voting, p${p} (${ours.bytes} B)`,
    ours: percentile(ours.delaysMs, p),
    baseline: percentile(raw.delaysMs, p),
    unit: 'ms',
    against,
  }));
}
