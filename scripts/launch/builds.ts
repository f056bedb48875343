// The two builds `npm start` keeps current: the client (Vite) and the server
// (one esbuild bundle, so that the server starts on plain Node, without tsx,
// and reads one file instead of hundreds).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { BuildTarget } from './build-stamp.ts';

const SHARED = ['src/shared', 'tsconfig.json', 'package.json', 'package-lock.json'];
// This file is the recipe of both builds: changing it rebuilds them.
const RECIPE = 'scripts/launch/builds.ts';

/** CLIENT_DIR as src/server/config.ts reads it: trimmed, blank is unset, resolved. */
export function clientDirOf(env: NodeJS.ProcessEnv): string {
  return resolve(env.CLIENT_DIR?.trim() || 'dist/client');
}

/** Where the server bundle goes, and the file to run. */
export const SERVER_DIR = 'dist/server';
export const SERVER_ENTRY = 'main.js';

/** Vite's production build; its output goes to stderr, so stdout keeps to log lines. */
export function clientBuild(root: string, outDir: string): BuildTarget {
  return {
    name: 'the client',
    sources: [
      'src/client',
      'vite.config.ts',
      'lingui.config.ts',
      'scripts/launch/lingui-macros.ts',
      'scripts/launch/precompress.ts',
      'scripts/launch/prerender.ts',
      RECIPE,
      ...SHARED,
    ],
    outDir,
    entry: 'index.html',
    build: (into) =>
      new Promise((done, fail) => {
        const vite = join(root, 'node_modules/vite/bin/vite.js');
        // NOTE: vite.config.ts sets root to src/client, so outDir must be absolute.
        const args = [vite, 'build', '--outDir', into, '--emptyOutDir', '--logLevel', 'warn'];
        const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] });
        child.once('error', fail);
        child.once('exit', (code, signal) =>
          code === 0
            ? done()
            : fail(new Error(`the client build failed (${signal ?? `exit code ${code}`})`)),
        );
      }),
  };
}

/**
 * Gives each of our modules its own source URL for `import.meta.url` (the
 * database finds its migrations beside its source), not the bundle's.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * Packages left in node_modules, imported at run time; every other one is
 * bundled. PGlite finds its WebAssembly and data files beside its own module
 * (import.meta.url), and pino writes through worker threads that load files
 * of their own; the rest are native add-ons their packages only try to load.
 */
export const RUNTIME_PACKAGES: readonly string[] = [
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

/**
 * CommonJS packages inside an ES module call `require`: the bundle makes its
 * own, resolving from the bundle's folder, for the packages left outside.
 */
const REQUIRE_SHIM =
  "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";

/**
 * One ES module for plain Node 20 from an entry, what it imports and the
 * packages it uses, but RUNTIME_PACKAGES (decision 057). Node reads one
 * file at start instead of hundreds, and compiles far less.
 */
export async function nodeBundle(
  root: string,
  entry: string,
  outfile: string,
  plugins: Plugin[] = [],
): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...RUNTIME_PACKAGES],
    banner: { js: REQUIRE_SHIM },
    // Stack traces name our files and lines; the sources themselves are on
    // disk, so the map need not carry them (a third of its size to parse).
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins,
  });
}

/** The server, the shared code and its packages in one file (but RUNTIME_PACKAGES). */
export function serverBuild(root: string): BuildTarget {
  return {
    name: 'the server',
    sources: ['src/server', RECIPE, ...SHARED],
    outDir: join(root, SERVER_DIR),
    entry: SERVER_ENTRY,
    async build(into) {
      await nodeBundle(root, 'src/server/main.ts', join(into, SERVER_ENTRY), [sourceUrls]);
    },
  };
}
