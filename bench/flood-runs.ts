/**
 * The flooder (flooder.ts) in a process of its own, running from before a
 * timed phase of the flood section until after it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FloodCounts, FloodPlan } from './flooder.ts';

/** How long the flooder starts before a timed phase and goes on after it. */
const FLOOD_LEAD_MS = 1000;

/** Starts the flooder in a process of its own; resolves with its counts once it has run. */
function runFlooder(plan: FloodPlan): Promise<FloodCounts> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', path.join(import.meta.dirname, 'flooder.ts'), JSON.stringify(plan)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the flooder exited with ${code}`));
      resolve(JSON.parse(output) as FloodCounts);
    });
  });
}

export type Flooded = { counts: FloodCounts; ms: number };

/**
 * Runs the flooder from before `timed` starts until after it ends (FLOOD_LEAD_MS
 * each side); resolves with what `timed` measured and the flooder's counts.
 */
export async function beside<T>(
  plan: Omit<FloodPlan, 'ms'>,
  ms: number,
  timed: () => Promise<T>,
): Promise<{ measured: T; flood: Flooded }> {
  const floodMs = ms + 2 * FLOOD_LEAD_MS;
  const flooding = runFlooder({ ...plan, ms: floodMs });
  await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_MS));
  const measured = await timed();
  return { measured, flood: { counts: await flooding, ms: floodMs } };
}

/** Requests a second the flooder sent, and how they were answered. */
export function floodNote({ counts, ms }: Flooded): string {
  const { refused, withRetryAfter, admitted, other } = counts;
  const perSecond = ((refused + admitted + other) * 1000) / ms;
  return (
    `${perSecond.toFixed(0)} requests a second from 127.0.0.1, answered ${refused} times 429 ` +
    `(${withRetryAfter} with Retry-After), ${admitted} admitted, ${other} other`
  );
}
