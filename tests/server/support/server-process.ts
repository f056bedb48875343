import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '#shared/routes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type SpawnedServer = {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** What it wrote to stderr alone. */
  errorOutput(): string;
  /** Resolves with the exit code (or signal) once the process has exited and its output is read. */
  exited: Promise<Exit>;
};

export type ServerProcess = SpawnedServer & {
  baseUrl: string;
  wsUrl: string;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
};

/**
 * Runs `src/server/main.ts` as a real child process on a free loopback port.
 * `env` adds to (and overrides) the environment.
 */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errorOutput = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errorOutput += chunk.toString();
  });
  // 'close' rather than 'exit': by then everything the process wrote has been read.
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, errorOutput: () => errorOutput, exited };
}

/** Starts the server as a child process and waits until it is listening. */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const spawned = spawnServer(env);
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${spawned.output()}`)),
      timeoutMs,
    );
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(spawned.output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    spawned.child.stdout?.on('data', onData);
    spawned.child.stderr?.on('data', onData);
    void spawned.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${spawned.output()}`));
    });
  });
  const baseUrl = await listening;
  const { child, exited } = spawned;
  return {
    ...spawned,
    baseUrl,
    wsUrl: `${baseUrl.replace('http', 'ws')}${routes.realtime.url()}`,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
