// `npm start`: builds the client and the server only when their sources
// changed since the last build, then runs the server bundle on plain Node.
//
//   node --import tsx/esm scripts/start.ts
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuilds } from './launch/ensure-builds.ts';

const root = resolve(import.meta.dirname, '..');

let serverBundle: string;
try {
  serverBundle = await ensureBuilds(root, process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server runs as a child with an IPC channel: if this process dies, the
// channel closes and the server shuts down rather than living on unowned.
const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // Its "ready in" counts from here, as the organiser waited from here.
  env: { ...process.env, VIBERANK_LAUNCHED_AT: String(Math.round(performance.timeOrigin)) },
});
// A signal sent to this process alone (`kill <pid>`) is passed on. One sent to
// the whole process group (Ctrl-C, systemd, a container runtime) reaches the
// server directly as well, so it gets it twice: its shutdown starts once and
// ignores the second. This process stays until the server has drained and
// exited, and exits with its code: 0 after a clean shutdown.
// NOTE: `npm start` runs this under `sh -c`, which dies at once on SIGTERM; npm
// then exits too, without waiting for us (npm/run-script's signal handling).
// The server still drains, orphaned; only an `exec` in the script would keep
// npm waiting for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => child.kill(signal));
}
// Our own lines are written synchronously (a pipe or a file on Linux), and the
// server writes straight to the shared stdout, so exiting at once loses nothing.
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
