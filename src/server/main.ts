import { networkInterfaces } from 'node:os';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loggerOptions } from './logging.ts';
import { bannerText, openMessage, startupAddresses, wantsColor } from './startup-banner.ts';

/** In-flight requests get this long to finish once shutdown starts. */
const DRAIN_MS = 3_000;
const SHUTDOWN_GRACE_MS = 10_000;
/** Levels at which the banner, an info line, stays hidden. */
const QUIET_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);

/** Since `npm start` began (it builds what changed first), or since this process began. */
function readyMs(): number {
  const launchedAt = Number(process.env.VIBERANK_LAUNCHED_AT);
  return Date.now() - (launchedAt > 0 ? launchedAt : performance.timeOrigin);
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

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

  // A person at a terminal reads short lines and a banner; anything else gets JSON lines.
  const interactive = process.stdout.isTTY === true;
  const color = wantsColor(process.stdout, process.env);
  const app = await buildApp({
    database: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    logger: loggerOptions({ level: config.logLevel, pretty: interactive, color }),
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
  // Started by `npm start` (scripts/start.ts): stop when it has gone.
  if (process.connected) process.once('disconnect', () => stop('disconnect'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    console.error(
      `Port ${config.port} is already in use on ${config.host}: stop the other server, or start with another PORT.`,
    );
    await app.close();
    process.exit(1);
  }
  const listening = app.server.address();
  const addresses = startupAddresses({
    host: config.host,
    port: listening && typeof listening === 'object' ? listening.port : config.port,
    publicAddress: app.publicAddress(),
    interfaces: networkInterfaces(),
  });
  const database = config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`;
  if (!interactive) {
    app.log.info({ ...addresses, database }, openMessage(addresses));
  } else if (!QUIET_LEVELS.has(config.logLevel)) {
    process.stdout.write(bannerText(addresses, { readyMs: readyMs(), color }));
  }
}

await main();
