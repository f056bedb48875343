import { beforeAll, describe, expect, it } from 'vitest';
import { biome, type LintFinding, withSandbox } from './support/sandbox.ts';

// Each case plants one module at `path` that imports `from`, and lints it under
// the project's own biome.json.
interface ImportCase {
  name: string;
  path: string;
  from: string;
}

const plantedModule = (from: string) =>
  `import { value } from '${from}';\n\nexport const planted = value;\n`;

const forbidden: ImportCase[] = [
  {
    name: 'shared imports the server by alias',
    path: 'src/shared/a.ts',
    from: '#server/db/schema.ts',
  },
  {
    name: 'shared imports the server by relative path',
    path: 'src/shared/b.ts',
    from: '../server/errors.ts',
  },
  {
    name: 'shared imports the client by alias',
    path: 'src/shared/c.ts',
    from: '#client/lib/storage.ts',
  },
  {
    name: 'shared imports the client by relative path',
    path: 'src/shared/d.ts',
    from: '../client/lib/storage.ts',
  },
  {
    name: 'the client imports the server by alias',
    path: 'src/client/lib/a.ts',
    from: '#server/errors.ts',
  },
  {
    name: 'the client imports the server by relative path',
    path: 'src/client/app/a.ts',
    from: '../../server/errors.ts',
  },
  {
    name: 'a feature imports the server',
    path: 'src/client/features/rooms/a.ts',
    from: '#server/errors.ts',
  },
  {
    name: 'the server imports the client by alias',
    path: 'src/server/routes/a.ts',
    from: '#client/lib/api-transport.ts',
  },
  {
    name: 'the server imports the client by relative path',
    path: 'src/server/routes/b.ts',
    from: '../../client/lib/api-transport.ts',
  },
  {
    name: 'a feature imports another feature by alias',
    path: 'src/client/features/rooms/b.ts',
    from: '#client/features/ballot/ballot-lists.ts',
  },
  {
    name: 'a feature imports another feature by relative path',
    path: 'src/client/features/rooms/c.ts',
    from: '../ballot/ballot-lists.ts',
  },
  {
    name: 'a feature folder imports another feature by relative path',
    path: 'src/client/features/rooms/dialog/a.ts',
    from: '../../ballot/ballot-lists.ts',
  },
  {
    name: 'a feature imports the app',
    path: 'src/client/features/results/a.ts',
    from: '#client/app/routes.ts',
  },
  {
    name: 'a feature reaches lib by climbing out of itself',
    path: 'src/client/features/results/b.ts',
    from: '../../lib/storage.ts',
  },
  {
    name: 'lib imports a feature',
    path: 'src/client/lib/b.ts',
    from: '#client/features/rooms/join-page.tsx',
  },
  {
    name: 'a component imports the app by relative path',
    path: 'src/client/components/a.ts',
    from: '../app/routes.ts',
  },
  {
    name: 'a route imports a repository',
    path: 'src/server/routes/c.ts',
    from: '../repositories/rooms-repository.ts',
  },
  {
    name: 'a route imports the database by alias',
    path: 'src/server/routes/d.ts',
    from: '#server/db/database.ts',
  },
  {
    name: 'a service imports a route',
    path: 'src/server/services/c.ts',
    from: '../routes/api-routes.ts',
  },
  {
    name: 'a service imports realtime by alias',
    path: 'src/server/services/d.ts',
    from: '#server/realtime/hub.ts',
  },
  {
    name: 'a repository imports a service',
    path: 'src/server/repositories/a.ts',
    from: '../services/rooms-service.ts',
  },
  {
    name: 'a repository imports realtime',
    path: 'src/server/repositories/b.ts',
    from: '../realtime/postgres-event-bus.ts',
  },
  {
    name: 'a repository imports a route by alias',
    path: 'src/server/repositories/c.ts',
    from: '#server/routes/api-routes.ts',
  },
  {
    name: 'realtime imports a repository',
    path: 'src/server/realtime/a.ts',
    from: '../repositories/ballots-repository.ts',
  },
  {
    name: 'realtime imports a service',
    path: 'src/server/realtime/b.ts',
    from: '../services/audiences.ts',
  },
  {
    name: 'realtime imports a route',
    path: 'src/server/realtime/c.ts',
    from: '../routes/realtime-routes.ts',
  },
  {
    name: 'realtime imports the database by alias',
    path: 'src/server/realtime/d.ts',
    from: '#server/db/database.ts',
  },
  {
    name: 'realtime imports the client',
    path: 'src/server/realtime/e.ts',
    from: '#client/lib/api-transport.ts',
  },
  {
    name: 'the database imports a repository',
    path: 'src/server/db/a.ts',
    from: '../repositories/rooms-repository.ts',
  },
  {
    name: 'the database imports a service',
    path: 'src/server/db/b.ts',
    from: '../services/context.ts',
  },
  {
    name: 'the database imports realtime',
    path: 'src/server/db/c.ts',
    from: '../realtime/hub.ts',
  },
  {
    name: 'the database imports a route',
    path: 'src/server/db/d.ts',
    from: '#server/routes/api-routes.ts',
  },
  {
    name: 'the database imports the client',
    path: 'src/server/db/e.ts',
    from: '../../client/lib/api-transport.ts',
  },
  {
    name: 'the room events import a service',
    path: 'src/server/events/a.ts',
    from: '../services/audiences.ts',
  },
  {
    name: 'the room events import the database',
    path: 'src/server/events/b.ts',
    from: '../db/database.ts',
  },
];

const allowed: ImportCase[] = [
  { name: 'the client imports shared', path: 'src/client/lib/c.ts', from: '#shared/api.ts' },
  { name: 'the server imports shared', path: 'src/server/services/a.ts', from: '#shared/tally.ts' },
  {
    name: 'the server imports its own modules',
    path: 'src/server/services/b.ts',
    from: '../db/schema.ts',
  },
  { name: 'shared imports shared', path: 'src/shared/e.ts', from: './tally.ts' },
  {
    name: 'the app composes a feature',
    path: 'src/client/app/b.ts',
    from: '#client/features/rooms/join-page.tsx',
  },
  { name: 'the entry point imports the app', path: 'src/client/c.ts', from: './app/app.tsx' },
  {
    name: 'a feature imports its own module',
    path: 'src/client/features/rooms/d.ts',
    from: './join-page.tsx',
  },
  {
    name: 'a feature folder imports its feature',
    path: 'src/client/features/rooms/dialog/b.ts',
    from: '../join-page.tsx',
  },
  {
    name: 'a feature imports lib',
    path: 'src/client/features/ballot/a.ts',
    from: '#client/lib/storage.ts',
  },
  {
    name: 'a feature imports components',
    path: 'src/client/features/ballot/b.ts',
    from: '#client/components/icons.tsx',
  },
  {
    name: 'a feature imports shared',
    path: 'src/client/features/ballot/c.ts',
    from: '#shared/constants.ts',
  },
  {
    name: 'a component imports lib',
    path: 'src/client/components/b.ts',
    from: '#client/lib/live-room/room-connection.ts',
  },
  {
    name: 'a route imports a service',
    path: 'src/server/routes/e.ts',
    from: '../services/rooms-service.ts',
  },
  {
    name: 'a route imports realtime',
    path: 'src/server/routes/f.ts',
    from: '../realtime/hub.ts',
  },
  {
    name: 'a service imports a repository',
    path: 'src/server/services/e.ts',
    from: '../repositories/rooms-repository.ts',
  },
  {
    name: 'a service imports the room events',
    path: 'src/server/services/f.ts',
    from: '../events/room-events.ts',
  },
  {
    name: 'a repository imports the database',
    path: 'src/server/repositories/d.ts',
    from: '../db/schema.ts',
  },
  {
    name: 'a repository imports the room events',
    path: 'src/server/repositories/e.ts',
    from: '#server/events/room-events.ts',
  },
  {
    name: 'a repository imports another repository',
    path: 'src/server/repositories/f.ts',
    from: './rooms-repository.ts',
  },
  {
    name: 'realtime imports the room events',
    path: 'src/server/realtime/f.ts',
    from: '../events/viewers.ts',
  },
  {
    name: 'realtime imports shared',
    path: 'src/server/realtime/g.ts',
    from: '#shared/protocol/messages.ts',
  },
  {
    name: 'realtime imports its own modules',
    path: 'src/server/realtime/h.ts',
    from: './sockets.ts',
  },
  {
    name: 'the database imports its own modules',
    path: 'src/server/db/f.ts',
    from: './schema.ts',
  },
  {
    name: 'the room events import shared',
    path: 'src/server/events/c.ts',
    from: '#shared/protocol/messages.ts',
  },
  {
    name: 'the app wiring imports every layer',
    path: 'src/server/a.ts',
    from: './repositories/rooms-repository.ts',
  },
];

const RULE = 'lint/style/noRestrictedImports';
const CYCLES = 'lint/suspicious/noImportCycles';

describe('import boundaries (npm run lint)', () => {
  let findings: LintFinding[] = [];

  beforeAll(() => {
    const files = Object.fromEntries(
      [...forbidden, ...allowed].map((c) => [c.path, plantedModule(c.from)]),
    );
    findings = withSandbox(files, (root) => biome(root, 'lint').findings);
  });

  const restrictedAt = (path: string) =>
    findings.filter((finding) => finding.rule === RULE && finding.path === path);

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

  it('also catches type-only imports and re-exports', () => {
    const files = {
      'src/client/lib/types.ts':
        "import type { RoomRow } from '#server/db/schema.ts';\n\nexport type Row = RoomRow;\n",
      'src/shared/reexport.ts': "export { ROOM_CODE_LENGTH } from '#client/lib/storage.ts';\n",
    };
    const found = withSandbox(files, (root) => biome(root, 'lint').findings);
    expect(
      found
        .filter((f) => f.rule === RULE)
        .map((f) => f.path)
        .sort(),
    ).toEqual(Object.keys(files).sort());
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
    expect(withSandbox(planted, (root) => biome(root, 'check').status)).toBe(1);
    expect(withSandbox(clean, (root) => biome(root, 'check').status)).toBe(0);
  });
});
