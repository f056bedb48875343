import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '#server/app.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ApiClient } from '../../../scripts/launch/api-client.ts';
import { startInProcess } from '../../../scripts/launch/in-process.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  /** What the server's services run with, to call a service that has no route yet. */
  services: ServiceContext;
  baseUrl: string;
  /** The server's API, through the tests' one HTTP client. */
  api: ApiClient;
  wsUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
};

export type TestServerOptions = Omit<AppOptions, 'database'> & {
  /** The address to listen on; tests still reach the server only through 127.0.0.1. */
  host?: string;
};

/**
 * Boots the real server in-process on a free port against a fresh database.
 * Pass `database` to start a second server on the same database.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions & { database?: TestDatabase } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(kind));
  const { host, database: _shared, ...rest } = options;
  const server = await startInProcess({ ...rest, database: database.options }, { host });
  const { app, services, baseUrl, wsUrl } = server;
  return {
    app,
    services,
    baseUrl,
    api: new ApiClient(baseUrl),
    wsUrl,
    database,
    async close() {
      await server.close();
      if (!options.database) await database.drop();
    },
  };
}
