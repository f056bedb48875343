/** Figure 1: phones joining through HAProxy, and the nodes' memory for them. */

import type { Row } from '../../scripts/launch/load/stats.ts';
import { MIB } from '../process-memory.ts';
import { joinSwarms, nodesResident, samples, states } from './cluster-phases.ts';
import { type BenchCluster, benchPids } from './cluster-setup.ts';
import { duplicateParticipants } from './database-counts.ts';
import { type CpuSpent, cpuNote, cpuSpent, readCpu } from './phase-cpu.ts';

export type JoinsFigure = {
  rows: Row[];
  notes: string[];
  joined: number;
  joinsPerSecond: number;
  kibPerPhone: number;
  /** The size of the participants' snapshot, and the largest a phone was sent. */
  snapshotBytes: number;
  snapshotText: string;
  /** Where the processor time went while they joined. */
  cpu: CpuSpent;
};

export async function joinEveryone(
  bench: BenchCluster,
  log: (m: string) => void,
): Promise<JoinsFigure> {
  const { cluster, swarms, perSwarm, room } = bench;
  const phones = perSwarm.reduce((a, b) => a + b, 0);
  const idle = await nodesResident(cluster);
  log(`joining ${phones} phones through ${bench.balancers} HAProxy process(es)…`);
  const pids = benchPids(bench);
  const cpuBefore = await readCpu(pids.servers, pids.swarms);
  const start = performance.now();
  const joins = await joinSwarms(swarms, perSwarm, {
    code: room.code,
    roomId: room.id,
    awardIds: room.awardIds,
    addresses: [{ baseUrl: cluster.url, wsUrl: cluster.realtimeUrl }],
  });
  const seconds = (performance.now() - start) / 1000;
  const cpu = cpuSpent(cpuBefore, await readCpu(pids.servers, pids.swarms));
  const joined = joins.reduce((n, j) => n + j.joined, 0);
  const failures = joins.reduce((n, j) => n + j.failures, 0);
  // Timers fire and the collector runs before the nodes' memory is read.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const held = await nodesResident(cluster);
  const kibPerPhone = (held - idle) / Math.max(1, joined) / 1024;
  const { snapshotBytes } = await states(swarms, 0);
  const { snapshot: snapshotText } = await samples(swarms);
  const duplicates = await duplicateParticipants(bench.database.url, room.id);
  log(`joined ${joined} in ${seconds.toFixed(1)} s, ${failures} failures`);
  const notes = [
    `nodes' memory (resident, summed over ${cluster.nodes.length} nodes): ${(idle / MIB).toFixed(0)} MiB idle, ${(held / MIB).toFixed(0)} MiB with ${joined} phones`,
  ];
  const retried = joins.reduce((n, j) => n + j.retried, 0);
  notes.push(
    `joins answered busy (503) or lost at first and sent again with their key, as the client does: ${retried}`,
  );
  notes.push(cpuNote('while the phones joined', `${cluster.nodes.length} nodes`, cpu));
  if (failures > 0) notes.push(`join failures: ${JSON.stringify(joins.map((j) => j.reasons))}`);
  const rows: Row[] = [
    {
      name: `joins through HAProxy (a socket, its join and snapshot), ${phones} phones`,
      ours: joined / seconds,
      baseline: 1000,
      unit: '/s',
      against: 'its 1,000 joins/s budget',
    },
    { name: 'join failures', ours: failures, baseline: 0, unit: '', against: 'none allowed' },
    {
      name: 'duplicate participants (a join made twice)',
      ours: duplicates,
      baseline: 0,
      unit: '',
      against: 'none allowed',
    },
    {
      name: 'node memory per connected participant',
      ours: kibPerPhone,
      baseline: 15,
      unit: 'KiB',
      against: 'its 15 KiB budget',
    },
  ];
  return {
    rows,
    notes,
    joined,
    joinsPerSecond: joined / seconds,
    kibPerPhone,
    snapshotBytes,
    snapshotText,
    cpu,
  };
}
