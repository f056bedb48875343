/**
 * Processes the bench starts (servers under test, raw baselines): each is
 * stopped by its own id, and killed if the bench itself exits first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/launch/node-flags.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The tail of a child's output kept for error messages. */
const KEEP_OUTPUT = 16 * 1024;
const STOP_GRACE_MS = 15_000;

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type Child = {
  pid: number;
  /** The last few KiB the process wrote, stdout and stderr. */
  output(): string;
  /** Calls back with each chunk of stdout. */
  onStdout(listener: (text: string) => void): void;
  /** Whether the process has exited. */
  exited(): boolean;
  /** SIGTERM, then SIGKILL if it has not gone in time; resolves once it has exited. */
  stop(): Promise<void>;
};

/** Runs a script on plain Node (a bundle: no loader weighs on its memory or start-up). */
export function spawnNode(file: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, file, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${file}`);
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let hasExited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      running.delete(child);
      resolve();
    });
  });
  return {
    pid: child.pid,
    output: () => output,
    onStdout: (listener) => child.stdout.on('data', (chunk: Buffer) => listener(chunk.toString())),
    exited: () => hasExited,
    async stop() {
      if (hasExited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}
