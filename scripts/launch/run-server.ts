// The server as `npm start` runs it, once its builds are current
// (`ensureBuilds`): the bundle on plain Node, as a child of the command that
// started it (`npm start`, `npm run demo`), which waits for it to exit.
import { spawn } from 'node:child_process';
import type { ListeningMessage, StartupAddresses } from '#server/startup-banner.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

export type RunningServer = {
  /** Where the server can be opened, once it listens. Rejects if it exits first. */
  listening: Promise<StartupAddresses>;
  /** The code to exit with once the server has exited: 0 after a clean shutdown. */
  exited: Promise<number>;
  /** Signals the server (a clean shutdown: SIGTERM or SIGINT). */
  stop(signal: NodeJS.Signals): void;
};

function isListening(message: unknown): message is ListeningMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === 'listening'
  );
}

/** Runs the server bundle with `env`, passing on the signals this process gets. */
export function runServer(serverBundle: string, env: NodeJS.ProcessEnv): RunningServer {
  // The server runs as a child with an IPC channel: if this process dies, the
  // channel closes and the server shuts down rather than living on unowned.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // Its "ready in" counts from here, as the organiser waited from here.
    env: { ...env, VIBERANK_LAUNCHED_AT: String(Math.round(performance.timeOrigin)) },
  });
  // A signal sent to this process alone (`kill <pid>`) is passed on. One sent to
  // the whole process group (Ctrl-C, systemd, a container runtime) reaches the
  // server directly as well, so it gets it twice: its shutdown starts once and
  // ignores the second. The command stays until the server has drained and
  // exited, and exits with its code: 0 after a clean shutdown.
  // NOTE: `npm start` runs this under `sh -c`, which dies at once on SIGTERM; npm
  // then exits too, without waiting for us (npm/run-script's signal handling).
  // The server still drains, orphaned; only an `exec` in the script would keep
  // npm waiting for it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  const listening = new Promise<StartupAddresses>((resolve, reject) => {
    child.on('message', (message) => {
      if (isListening(message)) resolve(message.addresses);
    });
    void exited.then(() => reject(new Error('The server exited before it was listening.')));
  });
  // A command that never asks where the server listens (`npm start`) is not failed by it.
  listening.catch(() => {});
  return { listening, exited, stop: (signal) => child.kill(signal) };
}
