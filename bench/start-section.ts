/**
 * How long `npm start` takes to be ready when nothing changed, beside the
 * start that rebuilt the client every time (a Vite build, then the server
 * under tsx). Ready = the "Open <url> to create a room" line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Row } from '../scripts/launch/load/stats.ts';
import { median } from '../scripts/launch/load/stats.ts';
import type { Section } from './section.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const READY_TIMEOUT_MS = 120_000;

function run(command: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [bin, ...args] = command;
  if (!bin) throw new Error('no command');
  return spawn(bin, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Milliseconds from spawning the commands (one after another) to the ready line. */
async function timeToReady(commands: string[][], env: NodeJS.ProcessEnv): Promise<number> {
  const began = performance.now();
  for (const [index, command] of commands.entries()) {
    const child = run(command, env);
    if (index < commands.length - 1) {
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      if (code !== 0) throw new Error(`${command.join(' ')} exited with ${code}`);
      continue;
    }
    return new Promise((done, fail) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        fail(new Error(`${command.join(' ')} was not ready in time`));
      }, READY_TIMEOUT_MS);
      let seen = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (!/to create a room/.test(seen)) return;
        const elapsed = performance.now() - began;
        clearTimeout(timer);
        child.once('exit', () => done(elapsed));
        child.kill('SIGTERM');
      });
    });
  }
  throw new Error('no command');
}

/** The warm `npm start` beside the rebuild-every-time start, in alternating runs. */
async function measureStart(scratch: string, step: (message: string) => void): Promise<Row> {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.2:3000',
    DATA_DIR: path.join(scratch, 'start-data'),
    CLIENT_DIR: path.join(scratch, 'start-client'),
    LOG_LEVEL: 'info',
    RATE_LIMIT: 'off',
  };
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const ours = [[process.execPath, '--import', 'tsx/esm', 'scripts/start.ts']];
  const rebuilding = [
    [
      process.execPath,
      vite,
      'build',
      '--outDir',
      path.join(scratch, 'rebuilt'),
      '--logLevel',
      'warn',
    ],
    [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  ];
  step('start-up: a first npm start builds and migrates');
  await timeToReady(ours, env);
  const times = { ours: [] as number[], rebuilding: [] as number[] };
  for (let index = 0; index < RUNS; index++) {
    step(`start-up: run ${index + 1} of ${RUNS}, warm npm start and rebuild-every-time`);
    times.ours.push(await timeToReady(ours, env));
    times.rebuilding.push(await timeToReady(rebuilding, env));
  }
  return {
    name: 'npm start, nothing changed',
    ours: median(times.ours) / 1000,
    baseline: median(times.rebuilding) / 1000,
    unit: 's',
    against: 'Vite build then the server under tsx, every start',
  };
}

export const startSection: Section = {
  name: 'start-up',
  fullOnly: true,
  async run({ scratch, report }) {
    report.row(await measureStart(scratch, (message) => report.step(message)));
    report.note(
      `start-up: median of ${RUNS} runs from spawning to the "Open <url> to create a room" ` +
        "line, without npm's own start-up; the server on PGlite with a migrated data directory.",
    );
  },
};
