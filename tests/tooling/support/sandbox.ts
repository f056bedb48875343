import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

export const repoRoot = resolve(import.meta.dirname, '../../..');
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);

/** Files by their path in the project, e.g. `{ 'src/shared/x.ts': 'export {};\n' }`. */
export type PlantedFiles = Record<string, string>;

/**
 * Runs `use(root)` on a temporary copy of the project's lint setup holding only
 * the planted files, so that a forbidden import is tried without writing into src/.
 */
export function withSandbox<T>(files: PlantedFiles, use: (root: string) => T): T {
  const root = mkdtempSync(join(tmpdir(), 'viberank-lint-'));
  try {
    copyFileSync(join(repoRoot, 'biome.json'), join(root, 'biome.json'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const biomeReport = z.object({
  diagnostics: z.array(
    z.object({
      category: z.string().optional(),
      message: z.string(),
      location: z.object({ path: z.string().optional() }).optional(),
    }),
  ),
});

export interface LintFinding {
  rule: string;
  path: string;
  message: string;
}

/**
 * Runs Biome (`lint`, or `check` as `npm run lint` does) over a sandbox.
 * NOTE: the JSON reporter is marked experimental; Biome is pinned to one
 * release (docs/decisions/005-pinned-toolchain.md), so its shape holds.
 */
export function biome(root: string, command: 'lint' | 'check') {
  const run = spawnSync(bin('biome'), [command, '--reporter=json', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  const findings: LintFinding[] = biomeReport
    .parse(JSON.parse(run.stdout))
    .diagnostics.map((diagnostic) => ({
      rule: diagnostic.category ?? '',
      path: diagnostic.location?.path ?? '',
      message: diagnostic.message,
    }));
  return { status: run.status, findings };
}

export interface WallBreach {
  /** The module whose import goes through a wall, or '' for a folder cycle. */
  path: string;
  message: string;
}

/**
 * Runs the walls check that `npm run lint` runs (scripts/check-walls.ts) over
 * a sandbox: each breach by the module that made it, and each folder cycle.
 */
export function walls(root: string) {
  const run = runScript('scripts/check-walls.ts', [root]);
  const lines = run.stderr.split('\n').filter((line) => line.startsWith('  '));
  const breaches: WallBreach[] = lines
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('folders import each other'))
    .map((line) => ({ path: line.split(/[: ]/, 1)[0] ?? '', message: line }));
  const cycles = lines
    .map((line) => line.trim())
    .filter((line) => line.startsWith('folders import each other'));
  return { status: run.status, breaches, cycles, output: run.stderr };
}

/** Runs one of the project's TypeScript scripts, e.g. `scripts/module-stats.ts`. */
export function runScript(script: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(bin('tsx'), [join(repoRoot, script), ...args], { encoding: 'utf8' });
}
