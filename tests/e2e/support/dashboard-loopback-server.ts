import path from 'node:path';
import { startInProcess } from '../../../scripts/launch/in-process.ts';
import { E2E_CLIENT_DIR } from './server-address.ts';

/** The client the Playwright config's server built (see playwright.config.ts). */
const CLIENT_DIR = path.resolve(E2E_CLIENT_DIR);

export type LoopbackServer = { url: string; close: () => Promise<void> };

/**
 * A second real server, listening on 127.0.0.1 only and started without
 * PUBLIC_URL, as an organiser would start it by mistake: phones cannot reach
 * it, and it says so. In-process, with its own in-memory database.
 */
export async function startLoopbackServer(): Promise<LoopbackServer> {
  const server = await startInProcess({
    database: { kind: 'pglite', dataDir: undefined },
    clientDir: CLIENT_DIR,
  });
  return { url: server.baseUrl, close: server.close };
}
