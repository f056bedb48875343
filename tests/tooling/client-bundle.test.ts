import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadFiles,
  firstLoadModules,
  participantFirstLoad,
} from '../../scripts/launch/bundle-size.ts';
import { FIRST_LOAD } from '../../src/client/lib/i18n/catalog-groups.ts';
import { repoRoot } from './support/sandbox.ts';

/** What a phone opening `/` or `/join` must not download before it can show them. */
const LATER = [
  // The organiser's screens.
  'src/client/app/admin-page.tsx',
  'src/client/app/presenter-page.tsx',
  'src/client/app/public-results-page.tsx',
  'src/client/features/contestants/',
  'src/client/features/presenter/',
  'src/client/features/rooms/create-room-form.tsx',
  'src/client/features/dashboard/',
  'src/client/features/admins/',
  'src/client/features/timer/',
  'src/client/features/remote/',
  // A judge's sign-in, opened once from a personal link.
  'src/client/features/rooms/judge-sign-in.tsx',
  // The ballot and its drag and drop, fetched once the participant starts joining.
  'src/client/app/voting-page.tsx',
  'src/client/features/ballot/',
  'node_modules/@hello-pangea/dnd/',
  // A schema library: the participant's screens check what they receive by hand.
  'node_modules/zod/',
  'src/shared/schemas.ts',
  'src/shared/reveal-schemas.ts',
  'node_modules/qrcode/',
];

let outDir = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'viberank-client-build-'));
  // The project's own build, with source maps kept apart from the scripts
  // (the scripts are byte for byte what `npm start` serves).
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    root: join(repoRoot, 'src/client'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the participant’s first load of / and /join', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB gzipped, scripts and styles`, () => {
    const load = participantFirstLoad(outDir);
    expect(load.files.map((file) => file.file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
    );
    expect(load.gzipBytes).toBeGreaterThan(0);
    expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('holds the home and join pages, and leaves the organiser’s screens, the ballot and zod for later', () => {
    const modules = firstLoadModules(outDir);
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/client/app/home-page.tsx',
        'src/client/app/join-page.tsx',
        'src/client/features/rooms/join-form.tsx',
      ]),
    );
    for (const later of LATER) {
      expect(modules.filter((module) => module.startsWith(later))).toEqual([]);
    }
  });

  it('words the first load from its own catalog: every module of it that writes a message is in start, and no other', () => {
    const writesMessages = firstLoadModules(outDir).filter(
      (module) =>
        module.startsWith('src/client/') &&
        /@lingui\/(core|react)\/macro/.test(readFileSync(join(repoRoot, module), 'utf8')),
    );
    expect(writesMessages).toContain('src/client/features/rooms/join-form.tsx');
    expect([...writesMessages].sort()).toEqual([...FIRST_LOAD].sort());
  });

  it('runs on React DOM, not Preact (decision 039)', () => {
    const modules = firstLoadModules(outDir);
    expect(modules.filter((module) => module.startsWith('node_modules/react-dom/'))).not.toEqual(
      [],
    );
    expect(modules.filter((module) => module.startsWith('node_modules/react/'))).not.toEqual([]);
    expect(modules.filter((module) => /node_modules\/(@preact|preact)/.test(module))).toEqual([]);
  });

  it.each(['index.html', 'home.html', 'join.html'])(
    'names every file the page loads first in %s',
    (html) => {
      const page = readFileSync(join(outDir, html), 'utf8');
      for (const file of firstLoadFiles(outDir)) expect(page).toContain(`/${file}`);
    },
  );

  it.each([
    ['home.html', 'home', 'Create a Room'],
    ['join.html', 'join', 'Join a Voting Room'],
  ])(
    'draws %s at build time, with React DOM, for the phone to paint before any script',
    (html, page, text) => {
      const drawn = readFileSync(join(outDir, html), 'utf8');
      expect(drawn).toContain(`<div id="root" data-page="${page}">`);
      expect(drawn).toContain(text);
      // The app's shell, for every other page, is left empty for the app to draw.
      expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<div id="root"></div>');
    },
  );
});

describe('a build made where NODE_ENV is not production (a test runner, say)', () => {
  it('uses the production JSX runtime, whose jsxDEV React leaves undefined', () => {
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(scripts).not.toEqual([]);
    const withDevJsx = scripts.filter((script) =>
      readFileSync(join(outDir, 'assets', script), 'utf8').includes('jsxDEV'),
    );
    expect(withDevJsx).toEqual([]);
  });
});

describe('the voting view', () => {
  it('draws the ballot without the drag and drop, which comes in a chunk of its own', () => {
    const voting = firstLoadModules(outDir, 'app/voting-page.tsx');
    expect(voting).toContain('src/client/features/ballot/ballot-board.tsx');
    expect(voting.filter((module) => module.includes('@hello-pangea/dnd'))).toEqual([]);
    const dnd = firstLoadModules(outDir, 'features/ballot/ballot-dnd.tsx');
    expect(dnd.filter((module) => module.includes('@hello-pangea/dnd'))).not.toEqual([]);
  });
});

describe('the client build', () => {
  it('leaves a Brotli and a gzip copy beside each script and stylesheet of the first load', () => {
    for (const file of firstLoadFiles(outDir)) {
      const content = readFileSync(join(outDir, file));
      if (content.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(content)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(content)).toBe(true);
    }
  });

  it('leaves no copies of what is never served: the manifest and small files', () => {
    expect(existsSync(join(outDir, '.vite/manifest.json'))).toBe(true);
    expect(existsSync(join(outDir, '.vite/manifest.json.br'))).toBe(false);
    expect(existsSync(join(outDir, 'robots.txt.br'))).toBe(false);
  });
});
