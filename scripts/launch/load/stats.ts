/** Small measuring helpers shared by the benchmarks. Nothing here asserts a time. */

export type Throughput = {
  ops: number;
  seconds: number;
  perSecond: number;
  /** Each operation's time, in ms. */
  latenciesMs: number[];
};

/**
 * Runs op from `workers` concurrent loops until `ms` have passed; counts the
 * operations that completed and times each. A failing operation aborts the run.
 */
export async function runFor(
  ms: number,
  workers: number,
  op: (worker: number, iteration: number) => Promise<void>,
): Promise<Throughput> {
  const start = performance.now();
  const deadline = start + ms;
  const latenciesMs: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const began = performance.now();
        await op(worker, i);
        latenciesMs.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const ops = latenciesMs.length;
  return { ops, seconds, perSecond: ops / seconds, latenciesMs };
}

/** Something to measure: `workers` concurrent loops of op, or a rate measured elsewhere. */
export type Contender =
  | { workers: number; op: (worker: number, iteration: number) => Promise<void> }
  | { slice: (ms: number) => Promise<Throughput> };

/** One slice of a contender. */
export function runSlice(contender: Contender, ms: number): Promise<Throughput> {
  return 'slice' in contender ? contender.slice(ms) : runFor(ms, contender.workers, contender.op);
}

export type Measured = { perSecond: number; latenciesMs: number[] };

/**
 * Measures contenders in alternating slices (A, B, C, A, B, C, ...) so that
 * load from elsewhere on the machine weighs on all of them alike; returns the
 * median rate of each over its slices, and every operation's time.
 */
export async function alternate<K extends string>(
  contenders: Record<K, Contender>,
  { slices, sliceMs }: { slices: number; sliceMs: number },
): Promise<Record<K, Measured>> {
  const names = Object.keys(contenders) as K[];
  const rates = new Map<K, number[]>(names.map((name) => [name, []]));
  const latencies = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let slice = 0; slice < slices; slice++) {
    for (const name of names) {
      const run = await runSlice(contenders[name], sliceMs);
      rates.get(name)?.push(run.perSecond);
      latencies.get(name)?.push(...run.latenciesMs);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { perSecond: median(rates.get(name) ?? []), latenciesMs: latencies.get(name) ?? [] },
    ]),
  ) as Record<K, Measured>;
}

/** Runs fn over items with at most `limit` in flight. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index] as T;
        out[index] = await fn(item, index);
      }
    }),
  );
  return out;
}

/** The p-th percentile (0..100) of values, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export type Row = {
  name: string;
  ours: number;
  baseline: number;
  unit: string;
  /** What the baseline is, in a few words. */
  against: string;
};

function figure(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Number.isInteger(value)) return String(value);
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function ratio(ours: number, baseline: number): string {
  const value = ours / baseline;
  return Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a';
}

/** Prints name, ours, baseline and ours/baseline as a compact table. */
export function printTable(rows: readonly Row[]): void {
  const cells = rows.map((row) => [
    row.name,
    `${figure(row.ours)} ${row.unit}`,
    `${figure(row.baseline)} ${row.unit}`,
    ratio(row.ours, row.baseline),
    row.against,
  ]);
  const header = ['benchmark', 'ours', 'baseline', 'ratio', 'baseline is'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)),
  );
  const line = (cell: readonly string[]) =>
    cell
      .map((text, column) =>
        column === 0 || column === 4
          ? text.padEnd(widths[column] ?? 0)
          : text.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell));
}
