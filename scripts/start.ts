// `npm start`: builds the client and the server only when their sources
// changed since the last build, then runs the server bundle on plain Node.
//
//   node --import tsx/esm scripts/start.ts
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type BuildTarget, ensureBuild } from './build-stamp.ts';
import { clientBuild, clientDirOf, SERVER_ENTRY, serverBuild } from './builds.ts';

const root = resolve(import.meta.dirname, '..');
const interactive = process.stdout.isTTY === true;

/** A line for whoever watches start-up: plain on a terminal, a JSON log line otherwise. */
function note(message: string): void {
  process.stdout.write(
    interactive
      ? `  ${message}\n`
      : `${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`,
  );
}

/** The target, saying what it builds and how long that took. */
function told(target: BuildTarget): BuildTarget {
  return {
    ...target,
    async build(outDir) {
      const why = existsSync(join(outDir, target.entry)) ? 'its sources changed' : 'no build yet';
      note(`Building ${target.name} into ${relative(process.cwd(), outDir)} (${why})…`);
      const started = performance.now();
      await target.build(outDir);
      note(`Built ${target.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

const server = serverBuild(root);
try {
  await ensureBuild(root, told(clientBuild(root, clientDirOf(process.env))));
  await ensureBuild(root, told(server));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server runs as a child with an IPC channel: if this process dies, the
// channel closes and the server shuts down rather than living on unowned.
const child = spawn(process.execPath, ['--enable-source-maps', join(server.outDir, SERVER_ENTRY)], {
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
