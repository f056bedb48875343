import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { WALLS } from '../../scripts/walls.ts';
import { allowed, forbidden } from './support/import-cases.ts';
import { biome, repoRoot, type WallBreach, walls, withSandbox } from './support/sandbox.ts';

// Each case plants one module that imports another, and runs the walls check
// of `npm run lint` (scripts/check-walls.ts) over it; the cycle cases run Biome.

const plantedModule = (from: string) =>
  `import { value } from '${from}';\n\nexport const planted = value;\n`;

const CYCLES = 'lint/suspicious/noImportCycles';

describe('import boundaries (npm run lint)', () => {
  let breaches: WallBreach[] = [];

  beforeAll(() => {
    const files = Object.fromEntries(
      [...forbidden, ...allowed].map((c) => [c.path, plantedModule(c.from)]),
    );
    breaches = withSandbox(files, (root) => walls(root).breaches);
  });

  const restrictedAt = (path: string) => breaches.filter((breach) => breach.path === path);

  it('plants each case at a path of its own', () => {
    const paths = [...forbidden, ...allowed].map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  for (const { name, path } of forbidden) {
    it(`fails when ${name}`, () => {
      expect(restrictedAt(path)).toHaveLength(1);
    });
  }

  for (const { name, path } of allowed) {
    it(`passes when ${name}`, () => {
      expect(restrictedAt(path)).toEqual([]);
    });
  }

  it('also catches type-only imports, re-exports, dynamic and multi-line imports', () => {
    const files = {
      'src/client/lib/types.ts':
        "import type { RoomRow } from '#server/db/schema.ts';\n\nexport type Row = RoomRow;\n",
      'src/shared/reexport.ts': "export { ROOM_CODE_LENGTH } from '#client/lib/storage.ts';\n",
      'src/shared/star.ts': "export * from '../server/errors.ts';\n",
      'src/client/lib/lazy.ts':
        "export const load = () => import('#client/features/ballot/ballot-lists.ts');\n",
      'src/server/http/several.ts':
        "import {\n  type Database,\n  openDatabase,\n} from '../db/database.ts';\n\nexport const open: typeof openDatabase = openDatabase;\nexport type D = Database;\n",
      'src/server/http/side-effect.ts': "import '../routes/api-routes.ts';\n",
    };
    const found = withSandbox(files, (root) => walls(root).breaches);
    expect([...new Set(found.map((f) => f.path))].sort()).toEqual(Object.keys(files).sort());
  });

  it('says which wall an import goes through, and why', () => {
    const files = { 'src/server/http/z.ts': plantedModule('../db/database.ts') };
    const [breach] = withSandbox(files, (root) => walls(root).breaches);
    const why = WALLS.find((wall) => wall.row === 'src/server/http')?.why ?? 'no row';
    expect(breach?.message).toBe(`src/server/http/z.ts:1 imports '../db/database.ts': ${why}`);
  });

  it('fails when the app wiring imports the client', () => {
    const files = { 'src/server/app.ts': plantedModule('#client/lib/storage.ts') };
    const found = withSandbox(files, (root) => walls(root).breaches);
    expect(found.map((breach) => breach.path)).toEqual(['src/server/app.ts']);
  });

  it('holds each row of the table to at least one planted breach', () => {
    // src/server/app.ts, a row of one file, has its own case just above.
    const rows = WALLS.map((wall) => wall.row).filter((row) => row !== 'src/server/app.ts');
    const placed = rows.filter(
      (row) =>
        !forbidden.some((c) => c.path.startsWith(`${row.replace('/*', '')}/`) || c.path === row),
    );
    expect(placed).toEqual([]);
  });

  it('gives every folder of src/server and src/client a row of its own', () => {
    const rows = new Set(WALLS.map((wall) => wall.row));
    const folders = ['src/server', 'src/client'].flatMap((parent) =>
      readdirSync(join(repoRoot, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'public')
        .map((entry) => `${parent}/${entry.name}`),
    );
    expect(folders).toEqual(expect.arrayContaining(['src/server/http', 'src/server/metrics']));
    for (const folder of folders) {
      expect(rows.has(folder) || rows.has(`${folder}/*`), folder).toBe(true);
    }
    expect(rows.has('src/server/auth') && rows.has('src/client/features/*')).toBe(true);
  });

  it('fails when folders import each other through other modules, each way allowed alone', () => {
    // Modules directly in src/server and the HTTP plumbing may import each
    // other, and no module here imports one that imports it back: Biome's
    // file cycle check passes, the folder cycle check does not.
    const files = {
      'src/server/p.ts': "import { q } from './http/q.ts';\n\nexport const p = q;\n",
      'src/server/http/q.ts': 'export const q = 1;\n',
      'src/server/http/r.ts': "import { s } from '../s.ts';\n\nexport const r = s;\n",
      'src/server/s.ts': "import { t } from './db/t.ts';\n\nexport const s = t;\n",
      'src/server/db/t.ts': 'export const t = 1;\n',
      'src/server/db/u.ts': "import { p } from '../p.ts';\n\nexport const u = p;\n",
    };
    const found = withSandbox(files, (root) => ({
      walls: walls(root),
      biome: biome(root, 'lint').findings.filter((f) => f.rule === CYCLES),
    }));
    expect(found.biome).toEqual([]);
    expect(found.walls.status).toBe(1);
    expect(found.walls.breaches).toEqual([]);
    expect(found.walls.cycles).toHaveLength(1);
    for (const unit of ['src/server/p.ts', 'src/server/http', 'src/server/s.ts', 'src/server/db']) {
      expect(found.walls.cycles[0]).toContain(`${unit} → `);
    }
  });

  it('fails on the two folders that imported each other through two files', () => {
    const files = {
      'src/server/http/load-shedding.ts': plantedModule('../metrics/metrics-server.ts'),
      'src/server/metrics/metrics-server.ts': 'export const value = 1;\n',
      'src/server/metrics/metrics-routes.ts': plantedModule('../http/bearer-token.ts'),
      'src/server/http/bearer-token.ts': 'export const value = 1;\n',
    };
    const found = withSandbox(files, (root) => walls(root));
    expect(found.cycles).toHaveLength(1);
    expect(found.cycles[0]).toContain('src/server/http → src/server/metrics');
    expect(found.cycles[0]).toContain('src/server/metrics → src/server/http');
  });

  it('passes when folders import each other one way only', () => {
    const files = {
      'src/server/p.ts': "import { q } from './http/q.ts';\n\nexport const p = q;\n",
      'src/server/http/q.ts': "import { s } from '../s.ts';\n\nexport const q = s;\n",
      'src/server/s.ts': 'export const s = 1;\n',
    };
    const found = withSandbox(files, (root) => walls(root));
    expect(found).toMatchObject({ status: 0, cycles: [], breaches: [] });
  });

  it('fails when modules import each other, even for types alone', () => {
    const files = {
      'src/server/db/one.ts': "import { two } from './two.ts';\n\nexport const one = () => two;\n",
      'src/server/db/two.ts': "import { one } from './one.ts';\n\nexport const two = () => one;\n",
      'src/server/services/three.ts':
        "import type { Four } from './four.ts';\n\nexport type Three = { four: Four };\n",
      'src/server/services/four.ts':
        "import type { Three } from './three.ts';\n\nexport type Four = { three?: Three };\n",
    };
    const found = withSandbox(files, (root) => biome(root, 'lint').findings);
    const cyclesAt = new Set(found.filter((f) => f.rule === CYCLES).map((f) => f.path));
    expect([...cyclesAt].sort()).toEqual(Object.keys(files).sort());
  });

  it('passes when imports go one way only', () => {
    const files = {
      'src/server/db/five.ts': 'export const five = 5;\n',
      'src/server/db/six.ts': "import { five } from './five.ts';\n\nexport const six = five + 1;\n",
    };
    const found = withSandbox(files, (root) => biome(root, 'lint').findings);
    expect(found.filter((f) => f.rule === CYCLES)).toEqual([]);
  });

  it('makes the check that npm run lint runs exit non-zero, and zero without it', () => {
    const planted = { 'src/shared/planted.ts': plantedModule('#server/errors.ts') };
    const clean = { 'src/shared/planted.ts': plantedModule('./tally.ts') };
    expect(withSandbox(planted, (root) => walls(root).status)).toBe(1);
    expect(withSandbox(clean, (root) => walls(root).status)).toBe(0);
    expect(withSandbox(clean, (root) => biome(root, 'check').status)).toBe(0);
  });

  it('passes on the project as it is', () => {
    expect(walls(repoRoot)).toMatchObject({ status: 0, breaches: [], cycles: [] });
  });

  it('runs in npm run lint', () => {
    const manifest = readFileSync(join(repoRoot, 'package.json'), 'utf8');
    expect(manifest).toMatch(/"lint": "[^"]*tsx scripts\/check-walls\.ts/);
  });
});
