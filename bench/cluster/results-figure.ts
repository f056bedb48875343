/**
 * Figure 2: Finish Voting, timed to the results on every phone's socket;
 * beside the same number of raw `ws` processes as nodes broadcasting a
 * message of the same size to as many sockets, from the same swarms.
 */

import { percentile, type Row } from '../../scripts/launch/load/stats.ts';
import { startRawServer } from '../raw-ws-process.ts';
import { swarmAddress, until } from './cluster-phases.ts';
import type { BenchCluster } from './cluster-setup.ts';
import { Swarm } from './swarm.ts';
import { epochNow, type VoteAnswer } from './swarm-protocol.ts';

const DELIVERY_MS = 60_000;
const RAW_WAIT_MS = 5_000;

export type ResultsFigure = { rows: Row[]; notes: string[]; bytes: number; delaysMs: number[] };

/** Finishes voting; answers when the results reached each phone, and what was lost. */
export async function finishVoting(
  bench: BenchCluster,
  acked: readonly VoteAnswer[],
  log: (m: string) => void,
): Promise<ResultsFigure> {
  const { http, room, swarms } = bench;
  log('finishing voting…');
  const finishAt = epochNow();
  const finished = await http.request('POST', `/api/rooms/${room.id}/finish`, room.adminToken);
  const answeredMs = epochNow() - finishAt;
  const delivered = await until(swarms, 0, (s) => s.resultsAt.length === s.phones, DELIVERY_MS);
  const delaysMs = delivered.state.resultsAt.map((at) => at - finishAt);
  const results = await http.request('GET', `/api/rooms/${room.id}/results`, room.adminToken);
  const body = results.body as { results?: { finalScores: { contestantId: string }[] } };
  const counted = await countedBallots(bench);
  const ackedIds = new Set(acked.flatMap((a) => a.acked.map(([id]) => id)));
  const lost = [...ackedIds].filter((id) => !counted.has(id)).length;
  return {
    rows: [
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
      `Finish Voting answered ${finished.status} in ${answeredMs.toFixed(0)} ms; the first phone had the results ${Math.min(...delaysMs).toFixed(0)} ms after it was asked, the median ${percentile(delaysMs, 50).toFixed(0)} ms; ${ackedIds.size} acknowledged ballots, ${counted.size} in the database at the end, ${body.results?.finalScores.length ?? 0} contestants ranked`,
    ],
    bytes: delivered.state.resultsBytes,
    delaysMs,
  };
}

/** The participants whose ballot the ended room holds, read from its database. */
async function countedBallots(bench: BenchCluster): Promise<Set<string>> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: bench.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ participant_id: string }>(
      'select participant_id from ballots where room_id = $1',
      [bench.room.id],
    );
    return new Set(rows.map((row) => row.participant_id));
  } finally {
    await client.end();
  }
}

/** The raw baseline, once the cluster has gone: the same bytes to as many sockets. */
export async function rawBroadcast(
  processes: number,
  perSwarm: readonly number[],
  bytes: number,
  log: (m: string) => void,
): Promise<{ delaysMs: number[]; kibPerSocket: number }> {
  const sockets = perSwarm.reduce((a, b) => a + b, 0);
  log(`baseline: ${processes} raw ws processes broadcasting ${bytes} B to ${sockets} sockets…`);
  const raws = await Promise.all(
    Array.from({ length: processes }, () => startRawServer({ replyBytes: 100 })),
  );
  const swarms = await Promise.all(perSwarm.map(() => Swarm.start()));
  try {
    const resident = async () =>
      (await Promise.all(raws.map((raw) => raw.rssBytes()))).reduce((a, b) => a + b, 0);
    const idle = await resident();
    const urls = raws.map((raw) => raw.wsUrl);
    await Promise.all(swarms.map((swarm, g) => swarm.raw(urls, perSwarm[g] ?? 0, swarmAddress(g))));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const held = await resident();
    const marker = '"type":"results_published"';
    const padding = 'x'.repeat(Math.max(0, bytes - 60));
    const message = `{"type":"update","events":[{${marker},"pad":"${padding}"}]}`;
    await Promise.all(swarms.map((swarm) => swarm.arm(marker)));
    const start = epochNow();
    await Promise.all(raws.map((raw) => raw.broadcast(message)));
    await new Promise((resolve) => setTimeout(resolve, RAW_WAIT_MS));
    const arrivals = (await Promise.all(swarms.map((swarm) => swarm.arrivals()))).flat();
    return {
      delaysMs: arrivals.map((at) => at - start),
      kibPerSocket: (held - idle) / Math.max(1, sockets) / 1024,
    };
  } finally {
    await Promise.all(swarms.map((swarm) => swarm.stop()));
    await Promise.all(raws.map((raw) => raw.stop()));
  }
}

/**
 * Our delivery against the raw processes', sockets connected to them
 * directly, and then through the same HAProxy as ours.
 */
export function resultRows(
  ours: ResultsFigure,
  direct: { delaysMs: number[] },
  behind: { delaysMs: number[] },
  processes: number,
): Row[] {
  const row = (p: number, raw: { delaysMs: number[] }, against: string): Row => ({
    name: `results to every socket after Finish Voting, p${p} (${ours.bytes} B)`,
    ours: percentile(ours.delaysMs, p),
    baseline: percentile(raw.delaysMs, p),
    unit: 'ms',
    against,
  });
  return [
    ...[50, 95].map((p) =>
      row(p, direct, `${processes} raw ws processes, same bytes, as many sockets`),
    ),
    ...[50, 95].map((p) =>
      row(p, behind, `${processes} raw ws processes behind the same HAProxy, same bytes`),
    ),
  ];
}
