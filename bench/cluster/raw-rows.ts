/** Our figures beside one raw baseline (behind the same HAProxy, or reached directly). */
import { percentile, type Row } from '../../scripts/launch/load/stats.ts';
import type { JoinsFigure } from './joins-figure.ts';
import { perItemUs } from './phase-cpu.ts';
import type { RawClusterFigures } from './raw-cluster.ts';
import { type ResultsFigure, resultRows } from './results-figure.ts';

export function rawRows(
  ours: { joins: JoinsFigure; killed: { p95S: number }; results: ResultsFigure },
  raw: RawClusterFigures,
  processes: number,
): Row[] {
  const against =
    raw.route === 'haproxy'
      ? `${processes} raw ws processes behind the same HAProxy`
      : `${processes} raw ws processes reached directly`;
  const tag = raw.route === 'haproxy' ? 'raw behind HAProxy' : 'raw direct';
  return [
    {
      name: `joins a second, against ${tag}`,
      ours: ours.joins.joinsPerSecond,
      baseline: raw.joinsPerSecond,
      unit: '/s',
      against: `${against}, an INSERT a join`,
    },
    {
      name: `node processor time per join, against ${tag}`,
      ours: perItemUs(ours.joins.cpu, ours.joins.joined),
      baseline: perItemUs(raw.cpu.joins, raw.joined),
      unit: 'µs',
      against: `${against}, summed over the processes`,
    },
    {
      name: `killed node's phones current again, p95, against ${tag}`,
      ours: ours.killed.p95S,
      baseline: percentile(raw.killed.backS, 95),
      unit: 's',
      against: `${against}, one SIGKILLed and started again as ours`,
    },
    ...resultRows(ours.results, raw, `${against}, same bytes, from all ${processes}`).map(
      (row) => ({ ...row, name: `${row.name}, against ${tag}` }),
    ),
    {
      name: `node processor time per results message, against ${tag}`,
      ours: perItemUs(ours.results.cpu, ours.results.delaysMs.length),
      baseline: perItemUs(raw.cpu.results, raw.delaysMs.length),
      unit: 'µs',
      against: `${against}, Finish Voting's work included in ours`,
    },
    {
      name: `node memory per connected participant, against ${tag}`,
      ours: ours.joins.kibPerPhone,
      baseline: raw.kibPerPhone,
      unit: 'KiB',
      against: `${against}, holding as many phones`,
    },
  ];
}
