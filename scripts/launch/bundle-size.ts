// What a participant's phone downloads before it can show `/` or `/join`: the
// entry chunk of the built client, every chunk it imports statically, and
// their CSS, each gzipped at level 9, from the Vite build manifest
// (`build.manifest` in vite.config.ts). Chunks behind a dynamic import (the
// organiser's screens, the ballot) load later and are not counted.
//
//   npx tsx scripts/launch/bundle-size.ts [distDir]     (default: dist/client)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/**
 * The budget for that first load, gzipped (decisions 019 and 039; 6 KiB more
 * for the languages, decision 044: their runtime, the English start catalog,
 * and the map of the other catalogs, which lets a returning phone fetch its
 * ballot's messages beside the ballot rather than after).
 */
export const FIRST_LOAD_BUDGET_BYTES = 86 * 1024;

/** Where Vite writes the manifest inside its output folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/** One chunk of Vite's build manifest, as far as this reads it. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type LoadedFile = { file: string; bytes: number; gzipBytes: number };

export type FirstLoad = {
  /** The JS and CSS files, entry first, as paths inside distDir. */
  files: LoadedFile[];
  bytes: number;
  gzipBytes: number;
};

/** The size of content gzipped at level 9, as a server compressing at its best would send it. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

function readManifest(distDir: string): Manifest {
  const path = join(distDir, MANIFEST_PATH);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the client first (npm run build)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The files the page loads before anything runs: entry, static imports, their
 * CSS. With `from` (a manifest key, e.g. `app/voting-page.tsx`), the same for
 * that lazy chunk: what opening it downloads.
 */
export function firstLoadFiles(distDir: string, from?: string): string[] {
  const manifest = readManifest(distDir);
  const entry = from
    ? [from]
    : Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true);
  if (!entry) throw new Error(`no entry chunk in ${join(distDir, MANIFEST_PATH)}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but does not list it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  return [...files];
}

/** The participant's first load of `/` or `/join` (one entry serves both), gzipped. */
export function participantFirstLoad(distDir: string): FirstLoad {
  const files = firstLoadFiles(distDir).map((file): LoadedFile => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSize(content) };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/**
 * The source modules in the first load (or in what opening `from` loads), from
 * the source maps beside its scripts (a build with `build.sourcemap`), e.g.
 * `src/client/app/app.tsx` or `node_modules/react-dom/…`; an empty list when
 * the build has no maps.
 */
export function firstLoadModules(distDir: string, from?: string): string[] {
  const modules = new Set<string>();
  for (const file of firstLoadFiles(distDir, from)) {
    const map = join(distDir, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const source of sources) {
      // Paths are relative to the map: keep them from the project's own folders on.
      modules.add(source.replace(/^(\.\.\/)+/, '').replace(/^.*?(?=node_modules\/|src\/)/, ''));
    }
  }
  return [...modules].sort();
}

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? 'dist/client');
  const load = participantFirstLoad(distDir);
  for (const file of load.files) {
    console.log(
      `${kib(file.gzipBytes).padStart(10)} gzip ${kib(file.bytes).padStart(10)}  ${file.file}`,
    );
  }
  console.log(
    `${kib(load.gzipBytes).padStart(10)} gzip ${kib(load.bytes).padStart(10)}  first load of / and /join` +
      ` (budget ${kib(FIRST_LOAD_BUDGET_BYTES)})`,
  );
  if (load.gzipBytes > FIRST_LOAD_BUDGET_BYTES) process.exitCode = 1;
}
