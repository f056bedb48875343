import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** In-flight requests get this long to finish once shutdown starts. */
const DRAIN_MS = 3_000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    database: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
    },
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Requests that have not finished by then (a stalled upload) are cut off.
    const drain = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    drain.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})` },
    'VibeRank is serving',
  );
}

await main();
