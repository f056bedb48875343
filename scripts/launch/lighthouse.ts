// Lighthouse's mobile performance score (simulated slow 4G and a 4× slower
// CPU, its defaults) for the pages a participant opens first: `/` and `/join`.
// Run it against a production build (`npm start`), never the dev server.
//
//   npx tsx scripts/launch/lighthouse.ts http://127.0.0.1:3000 [path ...]
//
// Debian's Chromium is launched here, with the flags the end-to-end tests use,
// and Lighthouse drives it through its debugging port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** The pages a participant's phone opens before anything else. */
export const PARTICIPANT_PAGES = ['/', '/join'] as const;

export type PageScore = {
  path: string;
  /** 0–100, as Lighthouse shows it. */
  score: number;
  /** The metrics behind the score, in milliseconds (CLS unitless). */
  metrics: Record<string, number>;
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

type Browser = { port: number; process: ChildProcess; profile: string };

/** Starts Chromium with a debugging port and waits until it says which. */
function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'viberank-lighthouse-'));
  const chromium = spawn(
    process.env.CHROME_PATH ?? CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let said = '';
    chromium.stderr?.setEncoding('utf8');
    chromium.stderr?.on('data', (chunk: string) => {
      said += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (listening) resolve({ port: Number(listening[1]), process: chromium, profile });
    });
    chromium.once('error', reject);
    chromium.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it listened:\n${said}`)),
    );
  });
}

async function closeChromium(browser: Browser): Promise<void> {
  if (browser.process.exitCode === null) {
    const exited = new Promise((done) => browser.process.once('exit', done));
    browser.process.kill('SIGTERM');
    await exited;
  }
  // Chromium's helper processes may still be writing to the profile for a moment after it
  // exits, at times for longer than the retries: a profile left in the temporary folder is
  // harmless, so that costs a warning, never the scores already measured.
  try {
    rmSync(browser.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Lighthouse: left Chromium's profile ${browser.profile} behind (${reason})`);
  }
}

/** Lighthouse's mobile performance score for each path under baseUrl, one after another. */
export async function performanceScores(
  baseUrl: string,
  paths: readonly string[] = PARTICIPANT_PAGES,
): Promise<PageScore[]> {
  const browser = await launchChromium();
  try {
    const scores: PageScore[] = [];
    for (const path of paths) {
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number') {
        throw new Error(`Lighthouse gave no performance score for ${path}`);
      }
      const metrics: Record<string, number> = {};
      for (const id of METRICS) {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value === 'number') metrics[id] = value;
      }
      scores.push({ path, score: Math.round(score * 100), metrics });
    }
    return scores;
  } finally {
    await closeChromium(browser);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: tsx scripts/launch/lighthouse.ts <baseUrl> [path ...]');
    process.exit(2);
  }
  for (const page of await performanceScores(baseUrl, paths.length > 0 ? paths : undefined)) {
    const { metrics } = page;
    const ms = (id: string) => `${Math.round(metrics[id] ?? Number.NaN)} ms`;
    console.log(
      `${page.path}\tperformance ${page.score}\tFCP ${ms('first-contentful-paint')}\t` +
        `LCP ${ms('largest-contentful-paint')}\tTBT ${ms('total-blocking-time')}\t` +
        `CLS ${(metrics['cumulative-layout-shift'] ?? Number.NaN).toFixed(3)}\t` +
        `SI ${ms('speed-index')}`,
    );
  }
}
