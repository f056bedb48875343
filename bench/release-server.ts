/**
 * A build served as an organiser serves it (`npm start` on a loopback port),
 * and a past release of this repository extracted beside this checkout, so
 * that a section can measure today's build and a release in one run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 180_000;

export type Served = { baseUrl: string; stop: () => Promise<void> };

/** `npm start` of the checkout in `dir`, ready once its health check answers. */
export async function serve(
  dir: string,
  port: number,
  scratch: string,
  name: string,
): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/start.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.2:${port}`,
      DATA_DIR: path.join(scratch, `${name}-data`),
      CLIENT_DIR: path.join(scratch, `${name}-client`),
      LOG_LEVEL: 'warn',
      // Its seeding comes from one address, far faster than a venue; see flood-section.ts.
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it said last on stderr, for the error should it not start.
  let said = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    said = (said + chunk).slice(-2000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name}: npm start exited with ${child.exitCode}:\n${said}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stop();
  throw new Error(`${name}: not ready in time`);
}

export type ServeSpec = { dir: string; port: number; name: string };

/**
 * Several builds served, one after another (each `npm start` builds, and two
 * at once would build over each other). If one fails to start, those already
 * running are stopped before the error is passed on, so that no server is
 * left holding its port for the next section or run.
 */
export async function serveAll<K extends string>(
  scratch: string,
  specs: Record<K, ServeSpec>,
): Promise<Record<K, Served>> {
  const started = new Map<K, Served>();
  try {
    for (const key of Object.keys(specs) as K[]) {
      const { dir, port, name } = specs[key];
      started.set(key, await serve(dir, port, scratch, name));
    }
  } catch (error) {
    await Promise.all([...started.values()].map((served) => served.stop()));
    throw error;
  }
  return Object.fromEntries(started) as Record<K, Served>;
}

/**
 * A release (a commit) as files, with the packages its own lockfile names
 * (`npm ci` there, from npm's cache where it can): a release builds and runs
 * with what it shipped with, not with what this checkout has since added or
 * dropped (Preact, @fastify/helmet). Once a run.
 */
export async function checkOutRelease(commit: string, scratch: string): Promise<string> {
  const dir = path.join(scratch, `release-${commit}`);
  if (existsSync(path.join(dir, 'node_modules'))) return dir;
  await mkdir(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', commit], { cwd: ROOT, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // Its build tools are devDependencies, kept even where an earlier section's
  // Vite build has left NODE_ENV=production in this process.
  const args = ['ci', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline'];
  execFileSync('npm', [...args, '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}
