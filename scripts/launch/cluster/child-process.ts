// A child process of the cluster (a node or HAProxy): its output line by
// line, a bounded tail of it, and its exit.
import { type ChildProcess, spawn } from 'node:child_process';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Child = {
  readonly child: ChildProcess;
  /** The last of what it wrote, stdout and stderr together. */
  output(): string;
  /** Resolves once it has exited and everything it wrote has been read. */
  readonly exited: Promise<Exit>;
  /** True until it has exited. */
  running(): boolean;
  /** Signals it, or its whole process group when it leads one. */
  signal(signal: NodeJS.Signals): void;
};

/** Enough to show why a process failed to start, without keeping a day of logs. */
const KEPT_OUTPUT_CHARS = 256 * 1024;

export type SpawnOptions = {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Each line it writes, as it writes it. */
  onLine: (line: string) => void;
  /** With an IPC channel, a node stops once the cluster has gone (src/server/main.ts). */
  ipc?: boolean;
  /** A process group of its own: a Ctrl-C at the terminal does not reach it. */
  detached?: boolean;
};

export function spawnChild(options: SpawnOptions): Child {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  let exit: Exit | undefined;
  const readLines = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-KEPT_OUTPUT_CHARS);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    });
    stream?.on('end', () => {
      if (partial !== '') options.onLine(partial);
    });
  };
  readLines(child.stdout);
  readLines(child.stderr);
  const exited = new Promise<Exit>((resolve) => {
    // 'close' rather than 'exit': by then everything it wrote has been read.
    child.once('close', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
    // A command that could not be run at all: no 'close' follows on every Node.
    child.once('error', (error) => {
      output += `${error.message}\n`;
      exit = { code: null, signal: null };
      resolve(exit);
    });
  });
  return {
    child,
    output: () => output,
    exited,
    running: () => exit === undefined,
    signal(signal) {
      if (exit !== undefined || child.pid === undefined) return;
      try {
        if (options.detached) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // It has just exited.
      }
    },
  };
}

/**
 * Sends `signal`, then SIGKILL if the process is still there after
 * `graceMs`; resolves with how it exited.
 */
export async function stopChild(
  target: Child,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<Exit> {
  target.signal(signal);
  const timer = setTimeout(() => target.signal('SIGKILL'), graceMs);
  try {
    return await target.exited;
  } finally {
    clearTimeout(timer);
  }
}
