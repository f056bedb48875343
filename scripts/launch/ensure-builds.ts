// The builds `npm start` and `npm run cluster` run: the client and the server
// bundle, each only when its sources changed since it was last built.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type BuildTarget, ensureBuild } from './build-stamp.ts';
import { clientBuild, clientDirOf, SERVER_ENTRY, serverBuild } from './builds.ts';

const interactive = process.stdout.isTTY === true;

/** A line for whoever watches start-up: plain on a terminal, a JSON log line otherwise. */
export function note(message: string): void {
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

/**
 * Builds the client (into CLIENT_DIR) and the server when their sources
 * changed; resolves with the server bundle's file, for `node` to run.
 */
export async function ensureBuilds(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const server = serverBuild(root);
  await ensureBuild(root, told(clientBuild(root, clientDirOf(env))));
  await ensureBuild(root, told(server));
  return join(server.outDir, SERVER_ENTRY);
}

/** `ensureBuilds` for a command: when a build fails, says why and exits 1. */
export async function ensureBuildsOrExit(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return await ensureBuilds(root, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
