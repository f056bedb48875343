import type fc from 'fast-check';

/**
 * How much fuzzing to do. `npm test` runs a small run with a fixed seed, so it
 * is repeatable and quick; `npm run fuzz` sets FUZZ_CASES and, unless
 * FUZZ_SEED replays a failure, draws a fresh seed and prints it.
 */
const DEFAULT_CASES = 200;

/** No request may take longer than this: past it the server is hung, and the case fails. */
export const REQUEST_TIMEOUT_MS = 10_000;
const FIXED_SEED = 20_260_424;

function positiveInt(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
  return value;
}

/** Cases per database, shared among the fuzz properties by weight. */
export const fuzzCases = positiveInt('FUZZ_CASES') ?? DEFAULT_CASES;

/** The seed every property of this run uses. */
export const fuzzSeed =
  positiveInt('FUZZ_SEED') ??
  (process.env.FUZZ_CASES ? Math.floor(Math.random() * 2 ** 31) : FIXED_SEED);

/** fast-check's parameters for one property: its share of the cases, and the run's seed. */
export function fuzzParameters(share: number): fc.Parameters<unknown> {
  const numRuns = Math.max(1, Math.round(fuzzCases * share));
  return { numRuns, seed: fuzzSeed, verbose: 1 };
}

/** A vitest timeout for a property: generous per case, never unbounded. */
export function fuzzTimeoutMs(share: number): number {
  return 60_000 + Math.round(fuzzCases * share) * 250;
}

/** One line per property run, so a long run shows what it did and how to replay it. */
export function reportRun(name: string, share: number, startedAt: number): void {
  const cases = Math.max(1, Math.round(fuzzCases * share));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.info(
    `fuzz ${name}: ${cases} cases in ${seconds} s, seed ${fuzzSeed} (FUZZ_SEED replays)`,
  );
}
