import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from './scripts/launch/lingui-macros.ts';

const INCLUDE = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'tests/server/**/*.test.ts',
  'tests/tooling/**/*.test.ts',
  'tests/fuzz/**/*.test.ts',
  // Unit tests beside the bench's and the scripts' own modules.
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Files whose figures depend on the machine being quiet: a server stormed
 * with ballots held to a time it promises (a restart after a crash answers
 * within 5 s, a signalled group exits within its grace), and bursts counted
 * as they are coalesced for screens and nodes. They run one at a time after
 * the rest.
 */
const ON_THEIR_OWN = [
  'tests/server/process-crash-restart.test.ts',
  'tests/server/process-group-shutdown.test.ts',
  'tests/server/realtime-updates.test.ts',
  'tests/server/multi-node.test.ts',
];

export default defineConfig({
  // The client's modules as the build compiles them: Lingui's macros and catalogs.
  plugins: linguiPlugins(import.meta.dirname),
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/english-catalogs.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI keeps a machine-readable report to prove the PostgreSQL tests ran.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'together',
          // Says, once, when the [postgres] tests were skipped and how to run them.
          globalSetup: ['tests/setup/postgres-notice.ts'],
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...ON_THEIR_OWN],
          // Most test files wait (on a database, a socket, a child process)
          // rather than compute: four at a time keep two cores busy.
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'on their own',
          include: ON_THEIR_OWN,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
