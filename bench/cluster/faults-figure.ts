/**
 * Figures 4 and 5: a node killed with SIGKILL, then PostgreSQL restarted,
 * each while phones vote; how soon every phone is current again.
 */
import { percentile, type Row } from '../../scripts/launch/load/stats.ts';
import {
  closesSince,
  dropTimes,
  rename,
  roomVersion,
  states,
  until,
  voteSlice,
} from './cluster-phases.ts';
import { type BenchCluster, SUPERVISOR_RESTART_MS } from './cluster-setup.ts';
import { epochNow, type VoteAnswer } from './swarm-protocol.ts';

/** Longest the bench waits for every phone to be back. */
const BACK_MS = 60_000;
const DATABASE_AWAY_MS = 3_000;
/** Over how long the quarter of the phones voting through the kill send their ballots. */
export const KILL_VOTE_SPREAD_MS = 4_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function killNodeMidVote(
  bench: BenchCluster,
  acked: VoteAnswer[],
  log: (m: string) => void,
): Promise<{ rows: Row[]; notes: string[]; p95S: number }> {
  const { cluster, swarms, perSwarm, room } = bench;
  const version = await roomVersion(cluster.realtimeUrl, room.id);
  const before = await states(swarms, version);
  const last = cluster.nodes.length;
  const pid = cluster.nodes[last - 1]?.pid();
  if (pid === undefined) throw new Error(`node ${last} is not running`);
  log(`killing node ${last} (SIGKILL) while a quarter of the phones vote…`);
  const voting = voteSlice(swarms, perSwarm, [0.5, 0.75], room, KILL_VOTE_SPREAD_MS);
  await pause(1_000);
  // Killed from outside, as the kernel's OOM killer would: the supervisor starts it again.
  const restarted = bench.restarted(last - 1);
  const killedAt = epochNow();
  process.kill(pid, 'SIGKILL');
  acked.push(...(await voting));
  const back = await until(swarms, version, (s) => s.holding === s.phones, BACK_MS);
  const delays = back.state.backAt.map((at) => (at - killedAt) / 1000);
  const dropped = back.state.dropped;
  const readyAt = await Promise.race([restarted, pause(BACK_MS).then(() => Number.NaN)]);
  const readyAgainS = (readyAt - killedAt) / 1000;
  log(
    `${delays.length} of ${dropped} dropped phones back; node ${last} ready again ${readyAgainS.toFixed(1)} s after the kill`,
  );
  const notes = [
    `phones' sockets closed as the node was killed, by code: ${closesSince(before, back.state)}`,
    `the killed node's phones ${dropTimes(back.state, killedAt)}`,
    `node ${last}, started again by the supervisor ${SUPERVISOR_RESTART_MS} ms after it died, was ready ${readyAgainS.toFixed(1)} s after the kill`,
  ];
  const p95S = percentile(delays, 95);
  const rows: Row[] = [
    {
      name: `killed node's phones current again, p95 (${dropped} dropped)`,
      ours: p95S,
      baseline: 5,
      unit: 's',
      against: 'its 5 s budget',
    },
    {
      name: "killed node's phones back",
      ours: (100 * delays.length) / Math.max(1, dropped),
      baseline: 99.9,
      unit: '%',
      against: 'its 99.9% floor',
    },
  ];
  return { rows, notes, p95S };
}

export async function restartDatabaseMidVote(
  bench: BenchCluster,
  acked: VoteAnswer[],
  log: (m: string) => void,
): Promise<{ rows: Row[]; notes: string[] }> {
  const { cluster, swarms, perSwarm, room, database, http } = bench;
  log('restarting PostgreSQL while the last quarter of the phones vote…');
  const before = await states(swarms, -1);
  const voting = voteSlice(swarms, perSwarm, [0.75, 1], room, 6_000);
  await pause(500);
  await database.stopServer();
  await pause(DATABASE_AWAY_MS);
  await database.startServer();
  const backAt = epochNow();
  // A change every screen must show: current means holding it.
  await rename(http, room, 'Project 1, renamed');
  const renamedAt = epochNow();
  const renamed = await roomVersion(cluster.realtimeUrl, room.id);
  const current = await until(swarms, renamed, (s) => s.holding === s.phones, BACK_MS);
  // When the last phone got it, by its own clock; the polling adds nothing.
  const lastAt =
    current.state.holding === current.state.phones ? current.state.currentAt : current.at;
  acked.push(...(await voting));
  const statuses: Record<string, number> = {};
  for (const answer of acked) {
    for (const [status, n] of Object.entries(answer.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + n;
    }
  }
  const rows: Row[] = [
    {
      name: 'every phone current after PostgreSQL answers again',
      ours: (lastAt - backAt) / 1000,
      baseline: 10,
      unit: 's',
      against: 'its 10 s budget',
    },
    {
      name: 'ballots answered 500 while PostgreSQL restarted',
      ours: statuses['500'] ?? 0,
      baseline: 0,
      unit: '',
      against: 'none allowed',
    },
  ];
  const notes = [
    `ballot answers by status, retries included (0: the connection closed): ${JSON.stringify(statuses)}`,
    `phones current after the restart: ${current.state.holding} of ${current.state.phones}; the rename answered ${((renamedAt - backAt) / 1000).toFixed(1)} s after PostgreSQL was back, the last phone had it ${((lastAt - renamedAt) / 1000).toFixed(1)} s after that`,
    `phones' sockets closed while PostgreSQL restarted, by code: ${closesSince(before, current.state)}`,
  ];
  return { rows, notes };
}
