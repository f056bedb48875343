// The planted imports of tests/tooling/import-boundaries.test.ts: each case
// plants one module at `path` that imports `from`. Every row of the walls
// (scripts/walls.ts) has at least one forbidden case.

export interface ImportCase {
  name: string;
  path: string;
  from: string;
}

/** Imports the walls refuse: each fails `npm run lint`. */
export const forbidden: ImportCase[] = [
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
  {
    name: 'the process entry point imports a route',
    path: 'src/server/main.ts',
    from: './routes/api-routes.ts',
  },
  {
    name: 'a module every layer shares imports a service',
    path: 'src/server/g.ts',
    from: './services/rooms-service.ts',
  },
  {
    name: 'a module every layer shares imports the app wiring',
    path: 'src/server/h.ts',
    from: '#server/app.ts',
  },
  { name: 'auth imports the database', path: 'src/server/auth/a.ts', from: '../db/database.ts' },
  {
    name: 'auth imports a repository by alias',
    path: 'src/server/auth/b.ts',
    from: '#server/repositories/rooms-repository.ts',
  },
  {
    name: 'a repository imports auth',
    path: 'src/server/repositories/g.ts',
    from: '../auth/tokens.ts',
  },
  {
    name: 'a service imports the HTTP plumbing',
    path: 'src/server/services/g.ts',
    from: '../http/drain.ts',
  },
  {
    name: 'a service imports the metrics',
    path: 'src/server/services/h.ts',
    from: '#server/metrics/node-metrics.ts',
  },
  {
    name: 'the database imports the HTTP plumbing',
    path: 'src/server/db/g.ts',
    from: '../http/drain.ts',
  },
  { name: 'realtime imports the database driver', path: 'src/server/realtime/i.ts', from: 'pg' },
  {
    name: 'a service imports the embedded database driver',
    path: 'src/server/services/i.ts',
    from: '@electric-sql/pglite',
  },
  {
    name: 'the HTTP plumbing imports the database',
    path: 'src/server/http/a.ts',
    from: '../db/database.ts',
  },
  {
    name: 'the HTTP plumbing imports the metrics',
    path: 'src/server/http/b.ts',
    from: '../metrics/metrics-server.ts',
  },
  {
    name: 'the HTTP plumbing imports a route',
    path: 'src/server/http/c.ts',
    from: '#server/routes/api-routes.ts',
  },
  {
    name: 'the HTTP plumbing imports a service',
    path: 'src/server/http/d.ts',
    from: '../services/context.ts',
  },
  {
    name: 'the metrics import the HTTP plumbing',
    path: 'src/server/metrics/a.ts',
    from: '../http/bearer-token.ts',
  },
  {
    name: 'the metrics import a service',
    path: 'src/server/metrics/b.ts',
    from: '#server/services/context.ts',
  },
  { name: 'a route imports auth', path: 'src/server/routes/g.ts', from: '../auth/tokens.ts' },
  {
    name: 'a module sits in a folder of src/server that has no wall',
    path: 'src/server/elsewhere/a.ts',
    from: '#shared/tally.ts',
  },
  {
    name: 'a module sits in src outside its three folders',
    path: 'src/a.ts',
    from: './shared/tally.ts',
  },
  {
    name: 'the client entry point imports a feature past the app',
    path: 'src/client/d.ts',
    from: './features/rooms/join-page.tsx',
  },
  {
    name: 'the client entry point imports the server',
    path: 'src/client/e.ts',
    from: '#server/app.ts',
  },
  {
    name: 'a component imports a feature',
    path: 'src/client/components/c.ts',
    from: '#client/features/ballot/ballot-lists.ts',
  },
  {
    name: 'lib imports a component',
    path: 'src/client/lib/d.ts',
    from: '#client/components/icons.tsx',
  },
  {
    name: 'lib imports the app by relative path',
    path: 'src/client/lib/e.ts',
    from: '../app/routes.ts',
  },
  {
    name: 'shared imports a test',
    path: 'src/shared/f.ts',
    from: '../../tests/server/support/harness.ts',
  },
  {
    name: 'the bench imports a test’s support',
    path: 'bench/a.ts',
    from: '../tests/server/support/harness.ts',
  },
  { name: 'the bench imports a command', path: 'bench/b.ts', from: '../scripts/recount.ts' },
  {
    name: 'an end-to-end test imports the bench',
    path: 'tests/e2e/a.ts',
    from: '../../bench/run.ts',
  },
  {
    name: 'an end-to-end test imports the integration tests’ support',
    path: 'tests/e2e/b.ts',
    from: '../server/support/harness.ts',
  },
  {
    name: 'an integration test imports the bench',
    path: 'tests/server/a.ts',
    from: '../../bench/section.ts',
  },
  {
    name: 'an integration test imports a command',
    path: 'tests/server/b.ts',
    from: '../../scripts/check-walls.ts',
  },
  {
    name: 'an integration test imports a fuzz test’s support',
    path: 'tests/server/c.ts',
    from: '../fuzz/support/hostile-values.ts',
  },
  { name: 'a fuzz test imports the bench', path: 'tests/fuzz/a.ts', from: '../../bench/run.ts' },
  {
    name: 'the tooling tests import the bench',
    path: 'tests/tooling/a.ts',
    from: '../../bench/profile.ts',
  },
  {
    name: 'the shared test support imports the integration tests’',
    path: 'tests/support/a.ts',
    from: '../server/support/harness.ts',
  },
  {
    name: 'the test set-up imports the launch code',
    path: 'tests/setup/a.ts',
    from: '../../scripts/launch/free-port.ts',
  },
  {
    name: 'the launch code imports a test',
    path: 'scripts/launch/a.ts',
    from: '../../tests/server/support/harness.ts',
  },
  {
    name: 'the launch code imports a command',
    path: 'scripts/launch/b.ts',
    from: '../recount.ts',
  },
  { name: 'a command imports the bench', path: 'scripts/a.ts', from: '../bench/run.ts' },
  {
    name: 'a command imports a test',
    path: 'scripts/b.ts',
    from: '../tests/e2e/support/api.ts',
  },
  {
    name: 'the cluster command’s parts import another command',
    path: 'scripts/cluster/a.ts',
    from: '../recount.ts',
  },
  {
    name: 'the build’s configuration imports a test',
    path: 'vite.config.ts',
    from: './tests/e2e/support/api.ts',
  },
  {
    name: 'the unit runner’s configuration imports the server',
    path: 'vitest.config.ts',
    from: './src/server/app.ts',
  },
  {
    name: 'the catalogs’ configuration imports the server',
    path: 'lingui.config.ts',
    from: './src/server/app.ts',
  },
  {
    name: 'a message catalog imports a module',
    path: 'src/client/locales/en/start.ts',
    from: '#client/lib/storage.ts',
  },
  {
    name: 'the end-to-end configuration imports the bench',
    path: 'playwright.config.ts',
    from: './bench/run.ts',
  },
  {
    name: 'the migrations’ configuration imports the server',
    path: 'drizzle.config.ts',
    from: './src/server/app.ts',
  },
];

/** Imports the walls let through. */
export const allowed: ImportCase[] = [
  {
    name: 'the bench starts the product through the launch code',
    path: 'bench/c.ts',
    from: '../scripts/launch/in-process.ts',
  },
  {
    name: 'an end-to-end test loads the product through the launch code',
    path: 'tests/e2e/c.ts',
    from: '../../scripts/launch/load/simulated-phone.ts',
  },
  {
    name: 'a fuzz test runs on the integration tests’ harness',
    path: 'tests/fuzz/b.ts',
    from: '../server/support/harness.ts',
  },
  {
    name: 'the tooling tests test a command',
    path: 'tests/tooling/b.ts',
    from: '../../scripts/check-walls.ts',
  },
  {
    name: 'a command starts the product through the launch code',
    path: 'scripts/c.ts',
    from: './launch/start-cluster.ts',
  },
  {
    name: 'the launch code imports the server',
    path: 'scripts/launch/c.ts',
    from: '#server/app.ts',
  },
  {
    name: 'an integration test reads the CSV tables every kind of test reads',
    path: 'tests/server/d.ts',
    from: '../support/csv-tables.ts',
  },
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
    path: 'src/server/app.ts',
    from: './repositories/rooms-repository.ts',
  },
  {
    name: 'a module every layer shares imports another',
    path: 'src/server/i.ts',
    from: './errors.ts',
  },
  {
    name: 'the HTTP plumbing imports the errors',
    path: 'src/server/http/e.ts',
    from: '../errors.ts',
  },
  {
    name: 'a route imports the HTTP plumbing',
    path: 'src/server/routes/h.ts',
    from: '../http/drain.ts',
  },
  {
    name: 'a route imports the metrics',
    path: 'src/server/routes/i.ts',
    from: '#server/metrics/node-metrics.ts',
  },
  { name: 'a service imports auth', path: 'src/server/services/j.ts', from: '../auth/tokens.ts' },
  { name: 'the database imports its driver', path: 'src/server/db/h.ts', from: 'pg' },
  {
    name: 'the metrics import shared',
    path: 'src/server/metrics/c.ts',
    from: '#shared/refusals.ts',
  },
  { name: 'auth imports shared', path: 'src/server/auth/c.ts', from: '#shared/receipts.ts' },
  {
    name: 'a test beside a module opens the driver itself',
    path: 'src/server/j.test.ts',
    from: 'pg',
  },
];
