import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP_FILE } from '../../scripts/launch/build-stamp.ts';
import type { ServerProcess } from '../../scripts/launch/server-process.ts';
import { portOf, refusesConnections } from './support/raw-sockets.ts';
import {
  PROCESS_TEST_TIMEOUT_MS,
  type StartOptions,
  useServerProcesses,
} from './support/server-processes.ts';

const BUILDING = /"msg":"Building the (client|server) into /;
// A cold Vite build on a busy machine takes a while.
const NPM_START: StartOptions = { entry: 'scripts/start.ts', timeoutMs: 100_000 };

async function homePage(server: ServerProcess): Promise<string> {
  const response = await server.api.fetch(`/`);
  expect(response.status).toBe(200);
  return response.text();
}

// `npm start` runs scripts/start.ts: it builds only what changed, then runs the server bundle.
describe('npm start [pglite]', () => {
  const processes = useServerProcesses('pglite');
  const clientDir = () => path.join(path.dirname(processes().dataDir), 'client');

  it(
    'builds the client on a fresh checkout, then reuses the builds while nothing changed',
    async () => {
      const { start } = processes();
      const env = { CLIENT_DIR: clientDir() };

      const first = await start(env, NPM_START);
      expect(first.standardOutput()).toMatch(/"msg":"Building the client into /);
      const page = await homePage(first);
      // The home page, drawn when the client was built (decision 039).
      expect(page).toContain('<div id="root" data-page="home">');
      const stamp = readFileSync(path.join(clientDir(), STAMP_FILE), 'utf8');
      expect(stamp).toMatch(/^[0-9a-f]{64}\n$/);
      // The stamp is never served: the page route answers with the app instead.
      const stampRoute = await first.api.fetch(`/${STAMP_FILE}`);
      expect(await stampRoute.text()).not.toContain(stamp.trim());
      expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });

      const second = await start(env, NPM_START);
      expect(second.standardOutput()).not.toMatch(BUILDING);
      expect(second.standardOutput()).toMatch(/"msg":"Open http:\/\/127\.0\.0\.1:\d+\/ to create/);
      expect(await homePage(second)).toBe(page);
      expect(await second.stop('SIGINT')).toEqual({ code: 0, signal: null });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'stops the server when the start script is killed, rather than leaving it running',
    async () => {
      const server = await processes().start({ CLIENT_DIR: clientDir() }, NPM_START);
      const port = portOf(server);
      server.child.kill('SIGKILL');
      // The server shares the script's output pipes: they close once it has exited too.
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(server.output()).toMatch(/"signal":"disconnect".*"msg":"shutting down"/);
      expect(await refusesConnections(port)).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
