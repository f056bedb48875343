import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '#shared/routes.ts';
import { ApiClient } from './api-client.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type SpawnedServer = {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** What it wrote to stderr alone. */
  errorOutput(): string;
  /** What it wrote to stdout alone: JSON lines, since stdout is a pipe. */
  standardOutput(): string;
  /** Resolves once the output matches, e.g. a log line written after a response. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has exited and its output is read. */
  exited: Promise<Exit>;
  /**
   * Signals the process, or with `group` its whole process group at once, as
   * a terminal's Ctrl-C, systemd or a container runtime does.
   */
  signal(signal: NodeJS.Signals): void;
};

export type ServerProcess = SpawnedServer & {
  baseUrl: string;
  /** The server's API, through the tests' one HTTP client. */
  api: ApiClient;
  wsUrl: string;
  /** Signals it (SIGTERM by default), then SIGKILL after `graceMs` if given; resolves with its exit. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
};

export type StartProcessOptions = {
  timeoutMs?: number;
  entry?: Entry;
  /** Leads a process group of its own (see `spawnServer`). */
  group?: boolean;
  /**
   * Listening is known from its start-up line (an info line), or, below that
   * log level, from its health check on the PORT given.
   */
  ready?: 'start-up line' | 'health';
};

/** Resolves with the base URL once GET /api/health answers 200 there, unless the process exits first. */
async function untilHealthy(baseUrl: string, spawned: SpawnedServer): Promise<string> {
  let gone = false;
  void spawned.exited.then(() => {
    gone = true;
  });
  while (!gone) {
    const ok = await fetch(`${baseUrl}${routes.health.url()}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return new Promise<string>(() => {});
}

/**
 * The server itself from its sources, `npm start`'s script (which builds the
 * client first when it must), `npm start` itself, npm and all, as a person or
 * a process manager runs it, `npm run demo`'s script (the server with a room
 * of its own), or a built server bundle on plain Node (no loader weighs on
 * its memory or start-up).
 */
export type Entry =
  | 'src/server/main.ts'
  | 'scripts/start.ts'
  | 'npm start'
  | 'scripts/demo.ts'
  | { bundle: string };

function commandOf(entry: Entry): [string, string[]] {
  if (typeof entry === 'object') return [process.execPath, [...SERVER_NODE_FLAGS, entry.bundle]];
  if (entry === 'npm start') return ['npm', ['start', '--silent']];
  return [process.execPath, ['--import', 'tsx', entry]];
}

/** Every server process still running, killed if this process exits first. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs `src/server/main.ts` (or another entry) as a real child process on a
 * free loopback port. `env` adds to (and overrides) the environment.
 */
export function spawnServer(
  env: Record<string, string>,
  entry: Entry = 'src/server/main.ts',
  { group = false }: { group?: boolean } = {},
): SpawnedServer {
  const [command, args] = commandOf(entry);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Leads a process group of its own, with every process it starts in it.
    detached: group,
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      if (group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Every process of the group has already gone.
    }
  };
  let output = '';
  let errorOutput = '';
  let standardOutput = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    standardOutput += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errorOutput += chunk.toString();
  });
  running.add(child);
  // 'close' rather than 'exit': by then everything the process wrote has been read.
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const waitForOutput = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return false;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
        return true;
      };
      const timer = setTimeout(() => {
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        reject(new Error(`no output matching ${pattern} in time:\n${output}`));
      }, timeoutMs);
      if (check()) return;
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
    });
  return {
    child,
    output: () => output,
    errorOutput: () => errorOutput,
    standardOutput: () => standardOutput,
    waitForOutput,
    exited,
    signal,
  };
}

/**
 * Starts the server as a child process and waits until it is listening; the
 * first start on an empty DATA_DIR runs initdb, which takes tens of seconds on
 * a busy machine.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000, entry, group, ready = 'start-up line' }: StartProcessOptions = {},
): Promise<ServerProcess> {
  const spawned = spawnServer(env, entry, { group });
  const port = Number(env.PORT ?? 0);
  if (ready === 'health' && !(port > 0)) throw new Error('waiting on health needs a known PORT');
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in time:\n${spawned.output()}`));
      spawned.signal('SIGKILL');
    }, timeoutMs);
    const onData = () => {
      // The start-up line, JSON on a pipe: "Open … to create a room", with the local address.
      const match = /"local":"(http:\/\/127\.0\.0\.1:\d+)\/"/.exec(spawned.output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    if (ready === 'health') {
      void untilHealthy(`http://127.0.0.1:${port}`, spawned).then((baseUrl) => {
        clearTimeout(timer);
        resolve(baseUrl);
      });
    } else {
      spawned.child.stdout?.on('data', onData);
      spawned.child.stderr?.on('data', onData);
    }
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
    api: new ApiClient(baseUrl),
    wsUrl: `${baseUrl.replace('http', 'ws')}${routes.realtime.url()}`,
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs?: number) {
      // A group is signalled even once its leader has gone: the server may outlive it.
      if (group || (child.exitCode === null && child.signalCode === null)) spawned.signal(signal);
      const timer =
        graceMs === undefined ? undefined : setTimeout(() => spawned.signal('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
