// Checks every import of the project against the walls in scripts/walls.ts,
// and that no two folders import each other, even through others (a folder
// cycle; Biome's noImportCycles sees only cycles of modules). Run by
// `npm run lint`.
//
//   tsx scripts/check-walls.ts [root]
import { resolve } from 'node:path';
import { type ImportEdge, importGraph } from './import-graph.ts';
import { CHECKED_FOLDERS, EXCEPTIONS, PACKAGE_WALLS, WALLS, type Wall } from './walls.ts';

type Place = { wall: Wall; unit: string };

const segments = (path: string) => path.split('/');
const TEST_MODULE = /\.test(-support)?\.tsx?$/;

function under(rowSegments: string[], dirSegments: string[]): boolean {
  return (
    rowSegments.length <= dirSegments.length &&
    rowSegments.every((segment, i) => segment === '*' || segment === dirSegments[i])
  );
}

const hasRowsUnder = new Set(
  WALLS.filter((wall) => WALLS.some((other) => other.row.startsWith(`${wall.row}/`))).map(
    (wall) => wall.row,
  ),
);

/** The row that holds the module at `path`, and its unit; undefined where no row does. */
function placeOf(path: string): Place | undefined {
  const dir = segments(path).slice(0, -1);
  let best: Place | undefined;
  let bestLength = -1;
  for (const wall of WALLS) {
    const row = segments(wall.row);
    let unit: string | undefined;
    if (wall.row === path) unit = path;
    else if (!under(row, dir)) continue;
    else if (hasRowsUnder.has(wall.row)) unit = dir.length === row.length ? path : undefined;
    else unit = dir.slice(0, row.length).join('/');
    const length = wall.row === path ? Number.POSITIVE_INFINITY : row.length;
    if (unit !== undefined && length > bestLength) {
      best = { wall, unit };
      bestLength = length;
    }
  }
  return best;
}

const at = (edge: ImportEdge) => `${edge.from}:${edge.line} imports '${edge.specifier}'`;

function breachOf(edge: ImportEdge, from: Place): string | undefined {
  const to = edge.to;
  if (to.kind === 'builtin') return undefined;
  if (to.kind === 'package') {
    const wall = PACKAGE_WALLS.find((pkg) => pkg.name === to.name);
    if (!wall || wall.onlyIn.includes(from.wall.row) || TEST_MODULE.test(edge.from)) return;
    return wall.why;
  }
  const target = placeOf(to.path);
  if (target?.unit === from.unit) return undefined;
  if (from.wall.relativeStaysInside && edge.specifier.startsWith('.')) return from.wall.why;
  if (target && from.wall.mayImport.includes(target.wall.row)) return undefined;
  const excepted = EXCEPTIONS.some((e) => e.from === edge.from && e.to === target?.wall.row);
  return excepted ? undefined : from.wall.why;
}

type UnitEdge = { from: string; to: string; example: string };

/**
 * The units that import each other, even through others: each strongly
 * connected group of the unit graph (Tarjan's algorithm), with the imports
 * that join it.
 */
function folderCycles(edges: readonly UnitEdge[]): UnitEdge[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: Set<string>[] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.size - 1);
    stack.push(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = new Set<string>();
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      group.add(top);
      if (top === unit) break;
    }
    if (group.size > 1) groups.push(group);
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return groups.map((group) => {
    const joining = edges.filter((e) => e.from !== e.to && group.has(e.from) && group.has(e.to));
    // One import for each pair of units is enough to show the way.
    return joining.filter(
      (e, i) => joining.findIndex((o) => o.from === e.from && o.to === e.to) === i,
    );
  });
}

function checkWalls(root: string): string[] {
  const edges = importGraph(root, CHECKED_FOLDERS);
  const problems: string[] = [];
  const unwalled = new Set<string>();
  const usedExceptions = new Set<string>();
  const unitEdges: UnitEdge[] = [];
  for (const edge of edges) {
    const from = placeOf(edge.from);
    if (!from) {
      unwalled.add(edge.from);
      continue;
    }
    const why = breachOf(edge, from);
    if (why !== undefined) problems.push(`${at(edge)}: ${why}`);
    if (edge.to.kind !== 'file') continue;
    const target = placeOf(edge.to.path);
    if (!target) continue;
    const exception = EXCEPTIONS.find((e) => e.from === edge.from && e.to === target.wall.row);
    if (exception) usedExceptions.add(exception.from);
    unitEdges.push({ from: from.unit, to: target.unit, example: `${edge.from}:${edge.line}` });
  }
  for (const path of unwalled) {
    problems.push(`${path} is in no row of scripts/walls.ts: give its folder a wall.`);
  }
  for (const cycle of folderCycles(unitEdges)) {
    const ways = cycle.map((e) => `${e.from} → ${e.to} (${e.example})`);
    problems.push(`folders import each other, which no wall allows both ways: ${ways.join(', ')}`);
  }
  for (const exception of EXCEPTIONS) {
    if (!usedExceptions.has(exception.from) && edges.some((e) => e.from === exception.from)) {
      problems.push(
        `${exception.from} no longer imports ${exception.to}: remove its exception from scripts/walls.ts.`,
      );
    }
  }
  return problems;
}

const problems = checkWalls(resolve(process.argv[2] ?? '.'));
if (problems.length > 0) {
  console.error('Imports through a wall (scripts/walls.ts):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
