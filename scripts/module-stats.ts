// Module-size figures for the source under <root>/src: how many modules, their
// median and mean length, the largest, and every one over the limit. Small
// modules are a goal of the project (README, layout), so the numbers are
// printed with and without the unit tests that sit beside the code.
//
//   tsx scripts/module-stats.ts [root] [--max 250]
//
// With --max, exits 1 when any module, tests included, is longer.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

interface Module {
  path: string;
  lines: number;
}

const SOURCE = /\.(ts|tsx|css)$/;
// Declarations are written for the compiler, not read as modules.
const DECLARATION = /\.d\.ts$/;
// Unit tests and the fixtures they share (`tally.test.ts`, `tally.test-support.ts`).
const TEST = /\.test(-support)?\.tsx?$/;
const LARGEST = 5;

function listModules(dir: string, root: string): Module[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listModules(path, root);
    if (!SOURCE.test(entry.name) || DECLARATION.test(entry.name)) return [];
    return [{ path: relative(root, path), lines: countLines(readFileSync(path, 'utf8')) }];
  });
}

function countLines(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

// Symmetric, so the order of the sorted list does not matter.
function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? 0) + upper) / 2;
}

function describe(title: string, modules: Module[], max: number): string[] {
  const bySize = [...modules].sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
  const lines = bySize.map((module) => module.lines);
  const total = lines.reduce((sum, n) => sum + n, 0);
  const mean = modules.length === 0 ? 0 : total / modules.length;
  const row = (module: Module) => `    ${String(module.lines).padStart(5)}  ${module.path}`;
  const over = bySize.filter((module) => module.lines > max);
  return [
    `${title}: ${modules.length} modules, ${total} lines`,
    `  median ${median(lines)} lines, mean ${mean.toFixed(1)}`,
    `  largest ${Math.min(LARGEST, modules.length)}:`,
    ...bySize.slice(0, LARGEST).map(row),
    `  over ${max} lines: ${over.length}`,
    ...over.map(row),
  ];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { max: { type: 'string' } },
});
const root = resolve(positionals[0] ?? '.');
const limit = values.max === undefined ? undefined : Number(values.max);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
  console.error(`--max takes a whole number of lines, not "${values.max}"`);
  process.exit(2);
}
const max = limit ?? 250;
const modules = listModules(join(root, 'src'), root);

console.log(`Source modules in ${join(root, 'src')} (.ts, .tsx, .css; .d.ts left out)\n`);
console.log(describe('With tests (*.test.ts(x), *.test-support.ts(x))', modules, max).join('\n'));
console.log('');
const withoutTests = modules.filter((module) => !TEST.test(module.path));
console.log(describe('Without tests', withoutTests, max).join('\n'));

const tooLong = modules.filter((module) => module.lines > max);
if (limit !== undefined && tooLong.length > 0) {
  console.error(`\n${tooLong.length} modules are over ${limit} lines; split them by what they do.`);
  process.exit(1);
}
