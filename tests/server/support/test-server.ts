import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildServer } from '#server/app.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { routes } from '#shared/routes.ts';
import { ApiClient } from './api-client.ts';
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
  const { app, services } = await buildServer({ ...rest, database: database.options });
  await app.listen({ port: 0, host: host ?? '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    services,
    baseUrl,
    api: new ApiClient(baseUrl),
    wsUrl: `ws://127.0.0.1:${address.port}${routes.realtime.url()}`,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
