import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/launch/chromium.ts';
import {
  BASE_URL,
  E2E_CLIENT_DIR,
  E2E_PORT as PORT,
  PUBLIC_URL,
} from './tests/e2e/support/server-address.ts';

/**
 * Specs that start nodes of their own (processes on a shared PostgreSQL,
 * HAProxy in front), kill and restart them, and time what phones see: they
 * run one at a time once the rest are done, on a quiet machine.
 */
const NODES = ['cluster.spec.ts', 'voting-timer-nodes.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  fullyParallel: false,
  // Rooms are independent, so files may run side by side (E2E_WORKERS). On
  // two cores the browsers keep both busy with one worker: a second made the
  // suite a tenth shorter and each test 1.75 times longer, the longest close
  // to its time-out, so one runs by default.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'browsers', testIgnore: NODES },
    { name: 'nodes', testMatch: NODES, dependencies: ['browsers'], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Tracing made axe on every view a fifth slower, and CI keeps no
    // files: E2E_TRACE=on keeps a trace of each failed test when looking into one.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    // As in support/users.ts: only offline-app.spec.ts lets the worker in.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // Started as an organiser starts it; the build is reused when nothing changed.
    command: `rm -rf test-results/e2e-data-${PORT} && npm start`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      // Every interface, so that the server answers on 127.0.0.2 too: the public
      // address below is loopback, and no test follows a link to a LAN address.
      HOST: '0.0.0.0',
      PUBLIC_URL: PUBLIC_URL,
      CLIENT_DIR: E2E_CLIENT_DIR,
      DATA_DIR: `test-results/e2e-data-${PORT}`,
      LOG_LEVEL: 'warn',
      // The default limits stay on. Only the big-event seeding goes past what a
      // venue does: 2,000 joins one after another from 127.0.0.1 in seconds, and
      // 150 contestants added by one organiser at script speed (decision 017).
      RATE_LIMIT_PUBLIC_PER_ADDRESS: '10000',
      // Every test's rooms are created from 127.0.0.1, several files at once.
      RATE_LIMIT_ROOMS_PER_ADDRESS: '10000',
      RATE_LIMIT_PER_SECRET: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
