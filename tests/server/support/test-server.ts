import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '#server/app.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  baseUrl: string;
  wsUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
};

/**
 * Boots the real server in-process on a free port against a fresh database.
 * Pass `database` to start a second server on the same database.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: { database?: TestDatabase; newRoomCode?: () => string } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(kind));
  const appOptions: AppOptions = { database: database.options };
  if (options.newRoomCode) appOptions.newRoomCode = options.newRoomCode;
  const app = await buildApp(appOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${address.port}/api/realtime`,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
