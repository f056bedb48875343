// Whether a build is current, and making it when it is not: the stamp file in
// the build folder holds a hash of everything the build reads.
// See docs/decisions/013-terminal-output-and-start.md.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A build that `npm start` keeps current. */
export type BuildTarget = {
  /** What it builds, for messages: "the client". */
  name: string;
  /** The files and folders the build reads, relative to the project root. */
  sources: readonly string[];
  /** Where the build goes (absolute). */
  outDir: string;
  /** A file every complete build holds, relative to outDir. */
  entry: string;
  build(outDir: string): Promise<void>;
};

/** Inside the build folder; a dotfile, so the server never serves it. */
export const STAMP_FILE = '.build-stamp';

// Tests sit beside the code and never reach a bundle.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return filesUnder(child);
      return TEST_FILE.test(entry.name) ? [] : [child];
    })
    .sort();
}

/** Every file under the sources, in a fixed order; a missing source counts as empty. */
function sourceFiles(root: string, sources: readonly string[]): string[] {
  return sources
    .map((source) => join(root, source))
    .filter((path) => existsSync(path))
    .flatMap(filesUnder);
}

/**
 * A hash of every file a build reads, their paths and contents, and of where
 * the project is: a build may hold absolute paths.
 */
export function sourceHash(root: string, sources: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(root);
  for (const file of sourceFiles(root, sources)) {
    hash.update('\0');
    hash.update(relative(root, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** True when outDir holds a complete build of exactly the sources with this hash. */
export function isBuildCurrent(outDir: string, entry: string, hash: string): boolean {
  const stamp = join(outDir, STAMP_FILE);
  return (
    existsSync(join(outDir, entry)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === hash
  );
}

export type BuildOutcome = { built: boolean; hash: string };

/**
 * Builds the target unless its build is current. The stamp is removed before
 * a build and written only after one succeeds, so a build that fails or is
 * cut short is never taken for current.
 */
export async function ensureBuild(root: string, target: BuildTarget): Promise<BuildOutcome> {
  const hash = sourceHash(root, target.sources);
  if (isBuildCurrent(target.outDir, target.entry, hash)) return { built: false, hash };
  rmSync(join(target.outDir, STAMP_FILE), { force: true });
  await target.build(target.outDir);
  writeFileSync(join(target.outDir, STAMP_FILE), `${hash}\n`);
  return { built: true, hash };
}
