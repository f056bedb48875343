/**
 * `npm run bench:cluster`: nodes behind HAProxy on a PostgreSQL of the
 * bench's own, tens of thousands of simulated phones in a few processes,
 * every connection on loopback; each figure beside its baseline from the
 * same run. Prints, never asserts.
 *
 *   npm run bench:cluster                          40,000 phones, 4 nodes
 *   npm run bench:cluster -- --phones=2000 --nodes=3
 */
import os from 'node:os';
import { printTable, type Row } from '../../scripts/launch/load/stats.ts';
import { ballotAcrossNodes, voteSlice } from './cluster-phases.ts';
import { startBenchCluster } from './cluster-setup.ts';
import { killNodeMidVote, restartDatabaseMidVote } from './faults-figure.ts';
import { type JoinsFigure, joinEveryone } from './joins-figure.ts';
import { cpuNote } from './phase-cpu.ts';
import { type RawClusterFigures, rawCluster } from './raw-cluster.ts';
import { rawRows } from './raw-rows.ts';
import { finishVoting } from './results-figure.ts';
import type { VoteAnswer } from './swarm-protocol.ts';

const CROSS_NODE_ROUNDS = 40;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
  return value;
}

const log = (message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const phones = option('phones', 40_000);
  const nodes = option('nodes', 4);
  if (nodes < 2) throw new Error('--nodes must be 2 or more: one is killed');
  log(
    `bench:cluster: ${phones} phones, ${nodes} nodes, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const rows: Row[] = [];
  const notes: string[] = [];
  const bench = await startBenchCluster(phones, nodes);
  let results: Awaited<ReturnType<typeof finishVoting>> | undefined;
  let joins: JoinsFigure | undefined;
  let killed: Awaited<ReturnType<typeof killNodeMidVote>> | undefined;
  try {
    joins = await joinEveryone(bench, log);
    rows.push(...joins.rows);
    notes.push(...joins.notes);

    log('a ballot on node A, to a dashboard on node A and on the last node…');
    const across = await ballotAcrossNodes(bench.cluster, bench.room, CROSS_NODE_ROUNDS);
    for (const [i, p] of [50, 95].entries()) {
      rows.push({
        name: `ballot on node A to a dashboard on node ${nodes}, p${p}`,
        ours: across.cross[i] ?? Number.NaN,
        baseline: across.same[i] ?? Number.NaN,
        unit: 'ms',
        against: 'the same ballot, dashboard on node A',
      });
    }

    const acked: VoteAnswer[] = [];
    log('half the phones vote…');
    acked.push(...(await voteSlice(bench.swarms, bench.perSwarm, [0, 0.5], bench.room)));
    killed = await killNodeMidVote(bench, acked, log);
    rows.push(...killed.rows);
    notes.push(...killed.notes);
    const restart = await restartDatabaseMidVote(bench, acked, log);
    rows.push(...restart.rows);
    notes.push(...restart.notes);
    results = await finishVoting(bench, acked, log);
    rows.push(...results.rows);
    notes.push(...results.notes);
  } catch (error) {
    await bench.stop();
    throw error;
  }
  await bench.stopCluster();
  if (!results || !joins || !killed) throw new Error('voting did not finish');
  const raw: RawClusterFigures[] = [];
  try {
    for (const route of ['haproxy', 'direct'] as const) {
      raw.push(
        await rawCluster({
          route,
          processes: nodes,
          balancers: bench.balancers,
          perSwarm: bench.perSwarm,
          databaseUrl: bench.database.url,
          snapshotText: joins.snapshotText,
          resultsText: results.text,
          contestantIds: bench.room.contestantIds,
          log,
        }),
      );
    }
  } finally {
    await bench.database.stop();
  }
  for (const baseline of raw) {
    rows.push(...rawRows({ joins, killed, results }, baseline, nodes));
    notes.push(
      cpuNote(
        `while the phones joined raw ${baseline.route}`,
        `${nodes} raw processes`,
        baseline.cpu.joins,
      ),
      cpuNote(
        `from raw ${baseline.route}'s broadcast to the message on every phone`,
        `${nodes} raw processes`,
        baseline.cpu.results,
      ),
      `raw ${baseline.route}: ${baseline.delaysMs.length} of ${phones} sockets got the broadcast (${baseline.joinFailures} join failures); ${baseline.killed.backS.length} of the killed process's ${baseline.killed.dropped} phones back; they ${baseline.killed.times}; sockets per process at the broadcast: ${baseline.socketsPerProcess.join(' / ')}`,
    );
  }
  console.log('');
  printTable(rows);
  console.log('');
  for (const note of notes) console.log(`- ${note}`);
}

process.once('SIGINT', () => process.exit(130));
await main();
process.exit(0);
