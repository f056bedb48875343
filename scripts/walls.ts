// The walls between the project's folders, written once: what each folder's
// modules may import, and why. `npm run lint` checks every import against this
// table, and that no two folders import each other, even through others
// (scripts/check-walls.ts; docs/decisions/040-walls-in-one-table.md).
//
// A row is a folder of the project, every module under it, unless a longer
// row takes a folder under it; `*` stands for each folder there (each feature
// is a row of its own). A row that has rows under it holds only the modules
// directly in it, each a unit of its own (the entry points and the modules
// every layer shares); a module under it that no row holds fails the check.
// A row may also be one file. Modules of one unit import each other freely.

export type Wall = {
  row: string;
  /** The rows its modules may import, beside their own unit. */
  mayImport: readonly string[];
  /** Why: what the check prints under a breach. */
  why: string;
  /** Relative imports stay inside the unit; every other one goes through an alias. */
  relativeStaysInside?: true;
};

/** A package that only some rows may import. */
export type PackageWall = { name: string; onlyIn: readonly string[]; why: string };

/** One import the walls forbid, allowed until the change that removes it lands. */
export type Exception = { from: string; to: string; why: string };

const SHARED = 'src/shared';
const SERVER_BASE = 'src/server';
const CLIENT_BELOW_FEATURES = ['src/client/lib', 'src/client/components'];

const PRODUCT_WALLS: readonly Wall[] = [
  {
    row: SHARED,
    mayImport: [],
    why: 'src/shared is the domain both sides build on: it never imports src/server or src/client.',
  },

  {
    row: 'src/server/main.ts',
    mayImport: ['src/server/app.ts', SERVER_BASE, SHARED],
    why: 'The process starts the app (app.ts) with its config and logging; it reaches nothing else.',
  },
  {
    row: 'src/server/app.ts',
    mayImport: [
      SERVER_BASE,
      'src/server/auth',
      'src/server/db',
      'src/server/events',
      'src/server/http',
      'src/server/metrics',
      'src/server/realtime',
      'src/server/repositories',
      'src/server/routes',
      'src/server/services',
      SHARED,
    ],
    why: 'app.ts wires the server together: it alone imports every layer.',
  },
  {
    row: SERVER_BASE,
    mayImport: [SERVER_BASE, 'src/server/http', 'src/server/db', SHARED],
    why: 'The modules every layer shares (config, errors, limits, logging) sit below the layers: they never import a route, a service, a repository or realtime.',
  },
  {
    row: 'src/server/auth',
    mayImport: [SHARED],
    why: 'src/server/auth makes and checks secrets from the domain alone: the layers import it, it imports none of them.',
  },
  {
    row: 'src/server/db',
    mayImport: [SERVER_BASE, 'src/server/events', SHARED],
    why: 'src/server/db is the bottom layer: it never imports src/server/repositories, src/server/services, src/server/realtime, src/server/routes or the HTTP plumbing.',
  },
  {
    row: 'src/server/events',
    mayImport: [SHARED],
    why: 'src/server/events is what services, repositories and realtime share about room changes: it imports none of them, nor src/server/routes or src/server/db.',
  },
  {
    row: 'src/server/repositories',
    mayImport: [SERVER_BASE, 'src/server/db', 'src/server/events', SHARED],
    why: 'Repositories sit below the services: they import only src/server/db, src/server/events and each other, never src/server/services, src/server/realtime, src/server/routes or src/server/auth (a service makes a secret before a repository stores it).',
  },
  {
    row: 'src/server/services',
    mayImport: [
      SERVER_BASE,
      'src/server/auth',
      'src/server/db',
      'src/server/events',
      'src/server/repositories',
      SHARED,
    ],
    why: 'Services sit below the routes and know nothing of delivery or HTTP: they never import src/server/routes, src/server/realtime, src/server/http or src/server/metrics. A room change is published on the bus typed in src/server/events, and app.ts hands the hub what it needs.',
  },
  {
    row: 'src/server/realtime',
    mayImport: [SERVER_BASE, 'src/server/events', SHARED],
    why: 'Realtime only delivers: it is handed what to send and to whom (app.ts), so it never imports src/server/repositories, src/server/services, src/server/routes or src/server/db.',
  },
  {
    row: 'src/server/http',
    mayImport: [SERVER_BASE, SHARED],
    why: 'src/server/http is the plumbing every route sits on (hooks, guards, errors): it serves no route itself and never imports a layer, src/server/metrics or src/server/routes.',
  },
  {
    row: 'src/server/metrics',
    mayImport: [SHARED],
    why: 'src/server/metrics counts and exposes figures: routes and app.ts feed it, it imports none of the layers nor the HTTP plumbing.',
  },
  {
    row: 'src/server/routes',
    mayImport: [
      SERVER_BASE,
      'src/server/http',
      'src/server/metrics',
      'src/server/realtime',
      'src/server/services',
      SHARED,
    ],
    why: 'Every HTTP route lives in src/server/routes and reaches the database only through src/server/services: a route never imports src/server/repositories or src/server/db.',
  },

  {
    row: 'src/client',
    mayImport: ['src/client', 'src/client/app', ...CLIENT_BELOW_FEATURES, SHARED],
    why: 'The client’s entry points start the app; the client never imports the server: what both sides need lives in src/shared.',
  },
  {
    row: 'src/client/app',
    mayImport: ['src/client/features/*', ...CLIENT_BELOW_FEATURES, SHARED],
    why: 'src/client/app composes the features; the client never imports the server: what both sides need lives in src/shared.',
  },
  {
    row: 'src/client/features/*',
    mayImport: [...CLIENT_BELOW_FEATURES, SHARED],
    relativeStaysInside: true,
    why: 'A feature never imports another feature, src/client/app or the server: features compose in src/client/app; a relative import never leaves its feature (shared client code through #client/lib/* or #client/components/*, the domain through #shared/*).',
  },
  {
    row: 'src/client/components',
    mayImport: ['src/client/lib', SHARED],
    why: 'src/client/components sit below the features: they never import a feature, src/client/app or the server.',
  },
  {
    row: 'src/client/lib',
    mayImport: ['src/client/locales', SHARED],
    why: 'src/client/lib sits below the features and components: it never imports a feature, a component, src/client/app or the server (only the message catalogs it loads).',
  },
  {
    row: 'src/client/locales',
    mayImport: [],
    why: 'src/client/locales holds the message catalogs: data, loaded by src/client/lib/i18n, importing nothing.',
  },
];

/** Every row of the product: what the code around it (tests, bench, scripts) may import. */
const PRODUCT = PRODUCT_WALLS.map((wall) => wall.row);
const LAUNCH = 'scripts/launch';

/**
 * The code around the product. None of tests, bench and scripts imports
 * another's modules; what they share (starting the product in process, as a
 * process, as nodes, behind HAProxy; loading and measuring it) lives in
 * scripts/launch, which imports only the product.
 */
const AROUND_WALLS: readonly Wall[] = [
  {
    row: LAUNCH,
    mayImport: PRODUCT,
    why: 'scripts/launch builds, starts, loads and measures the product for the tests, the bench and the commands alike: it imports the product and nothing of tests, bench or the other scripts.',
  },
  {
    row: 'scripts',
    mayImport: ['scripts', 'scripts/cluster', LAUNCH, ...PRODUCT],
    why: 'The commands (start, cluster, recount, the lint checks) import the product and scripts/launch, never tests or bench.',
  },
  {
    row: 'scripts/cluster',
    mayImport: [LAUNCH, ...PRODUCT],
    why: 'The cluster command’s options and database start nodes through scripts/launch; they import no other script, nor tests or bench.',
  },
  {
    row: 'bench',
    mayImport: [LAUNCH, ...PRODUCT],
    why: 'The bench starts, loads and measures the product through scripts/launch: it never imports tests or the other scripts.',
  },
  {
    row: 'tests/support',
    mayImport: PRODUCT,
    why: 'tests/support holds what several kinds of test read (CSV tables): it imports only the product.',
  },
  {
    row: 'tests/setup',
    mayImport: PRODUCT,
    why: 'The test runner’s set-up imports only the product.',
  },
  {
    row: 'tests/server',
    mayImport: ['tests/support', LAUNCH, ...PRODUCT],
    why: 'Integration tests start the product through scripts/launch: they never import the bench, the other scripts or another kind of test (save tests/support).',
  },
  {
    row: 'tests/fuzz',
    mayImport: ['tests/server', 'tests/support', LAUNCH, ...PRODUCT],
    why: 'The fuzz tests run on the integration tests’ harness (tests/server/support) and scripts/launch: never on the bench or the other scripts.',
  },
  {
    row: 'tests/e2e',
    mayImport: ['tests/support', LAUNCH, ...PRODUCT],
    why: 'End-to-end tests start and load the product through scripts/launch: they never import the bench, the other scripts or another kind of test (save tests/support).',
  },
  {
    row: 'tests/tooling',
    mayImport: ['scripts', 'scripts/cluster', 'tests/server', 'tests/setup', LAUNCH, ...PRODUCT],
    why: 'The tooling tests test the commands (scripts) and the test set-up: they never import the bench.',
  },
  {
    row: 'vite.config.ts',
    mayImport: [LAUNCH, ...PRODUCT],
    why: 'The build’s configuration takes its plugins from scripts/launch.',
  },
  {
    row: 'vitest.config.ts',
    mayImport: [LAUNCH],
    why: 'The unit test runner’s configuration names its files and takes the build’s Lingui plugins from scripts/launch.',
  },
  {
    row: 'playwright.config.ts',
    mayImport: ['tests/e2e', LAUNCH],
    why: 'The end-to-end configuration reads its addresses from tests/e2e/support and Chromium from scripts/launch.',
  },
  {
    row: 'lingui.config.ts',
    mayImport: ['src/client/lib', SHARED],
    why: 'The message catalogs’ configuration takes its languages from src/shared and its catalog groups from src/client/lib/i18n.',
  },
  {
    row: 'drizzle.config.ts',
    mayImport: [],
    why: 'The migration generator’s configuration names the schema; it imports none.',
  },
];

export const WALLS: readonly Wall[] = [...PRODUCT_WALLS, ...AROUND_WALLS];

/** Where a database driver may be opened besides src/server/db: the code around the product. */
const AROUND = AROUND_WALLS.map((wall) => wall.row);

export const PACKAGE_WALLS: readonly PackageWall[] = [
  {
    name: 'pg',
    onlyIn: ['src/server/db', ...AROUND],
    why: 'The database driver belongs in src/server/db: the other layers are handed what it opens.',
  },
  {
    name: '@electric-sql/pglite',
    onlyIn: ['src/server/db', ...AROUND],
    why: 'The database driver belongs in src/server/db: the other layers are handed what it opens.',
  },
];

export const EXCEPTIONS: readonly Exception[] = [];

/** The folders (and files) whose modules the check reads. */
export const CHECKED_FOLDERS = [
  'src',
  'bench',
  'scripts',
  'tests',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'drizzle.config.ts',
  'lingui.config.ts',
];
