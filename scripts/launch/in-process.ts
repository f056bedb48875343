import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildServer } from '#server/app.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { routes } from '#shared/routes.ts';

/** The real server in this process: its app, and where it listens on 127.0.0.1. */
export type InProcessServer = {
  app: FastifyInstance;
  /** What its services run with: for tests and the bench that call a service or read its database. */
  services: ServiceContext;
  port: number;
  baseUrl: string;
  wsUrl: string;
  close(): Promise<void>;
};

export type ListenOptions = {
  /** The address it listens on (default 127.0.0.1); callers still reach it through 127.0.0.1. */
  host?: string;
  /** Its port; default any free one. Give one from freePort when PUBLIC_URL must name it. */
  port?: number;
};

/**
 * Builds the app with these options and listens: the product in process, for
 * integration tests, a second server beside the end-to-end one, and the bench.
 */
export async function startInProcess(
  options: AppOptions,
  { host = '127.0.0.1', port = 0 }: ListenOptions = {},
): Promise<InProcessServer> {
  const { app, services } = await buildServer(options);
  await app.listen({ port, host });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    services,
    port: address.port,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${address.port}${routes.realtime.url()}`,
    close: () => app.close(),
  };
}
