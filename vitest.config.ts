import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/server/**/*.test.ts',
      'tests/tooling/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      // Unit tests beside the bench's and the scripts' own modules.
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Says, once, when the [postgres] tests were skipped and how to run them.
    globalSetup: ['tests/setup/postgres-notice.ts'],
    // Most test files wait (on a database, a socket, a child process) rather
    // than compute: four at a time keep two cores busy.
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI keeps a machine-readable report to prove the PostgreSQL tests ran.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
