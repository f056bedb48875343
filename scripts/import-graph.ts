// The project's import graph, read from the source as text: for each module
// under the given folders, what it imports, resolved to a file of the project
// (through the package.json aliases or a relative path) or to a package name.
// Used by scripts/check-walls.ts.
//
// NOTE: a statement is read where Biome's formatter puts it, at the start of a
// line (`import …`, `import type …`, `export … from`), and a dynamic
// `import('…')` anywhere; `npm run lint` runs the formatter's check too, so an
// import written otherwise fails there first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** One import of a module: `to` a project path (`src/shared/tally.ts`) or a package (`pg`). */
export type ImportEdge = {
  from: string;
  specifier: string;
  line: number;
  to: { kind: 'file'; path: string } | { kind: 'package'; name: string } | { kind: 'builtin' };
};

const MODULE = /\.(ts|tsx|mts|mjs|js)$/;
const DECLARATION = /\.d\.ts$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results']);
const ALIASES: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
};

const STATEMENT =
  /^(?:import|export)(?:\s+type)?\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)?\s*(?:from\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The modules under `folders`, or the files named (paths from `root`, with forward slashes). */
export function listModules(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
      return MODULE.test(entry.name) && !DECLARATION.test(entry.name) ? [path] : [];
    });
  return folders
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) => (statSync(join(root, folder)).isFile() ? [folder] : walk(folder)));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
  }
  return line;
}

/** The specifiers a module's text imports or re-exports, with their line. */
export function specifiersOf(text: string): { specifier: string; line: number }[] {
  const found = [...text.matchAll(STATEMENT), ...text.matchAll(DYNAMIC)];
  return found
    .map((match) => ({ specifier: match[1] ?? '', line: lineAt(text, match.index) }))
    .sort((a, b) => a.line - b.line);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Where `specifier`, imported by the module at `from`, leads. */
export function resolveSpecifier(from: string, specifier: string): ImportEdge['to'] {
  const bare = specifier.split('?', 1)[0] ?? specifier;
  if (bare.startsWith('node:')) return { kind: 'builtin' };
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  if (alias !== undefined) {
    return { kind: 'file', path: `${ALIASES[alias]}${bare.slice(alias.length)}` };
  }
  if (bare.startsWith('.')) return { kind: 'file', path: posix.join(posix.dirname(from), bare) };
  return { kind: 'package', name: packageName(bare) };
}

/** Every import of every module under `folders`. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  return listModules(root, folders).flatMap((from) =>
    specifiersOf(readFileSync(join(root, from), 'utf8')).map(({ specifier, line }) => ({
      from,
      specifier,
      line,
      to: resolveSpecifier(from, specifier),
    })),
  );
}
