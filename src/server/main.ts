import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loggerOptions } from './logging.ts';
import {
  bannerText,
  type ListeningMessage,
  openMessage,
  startupAddresses,
  wantsColor,
} from './startup-banner.ts';

/**
 * Connections waiting to be accepted. Node's default (511) overflows when a
 * node takes over the phones of one that died, thousands at once through
 * HAProxy: the kernel drops the rest, and each waits a second or more to
 * try again. The operating system caps it (net.core.somaxconn, 4096 on
 * current Linux).
 */
const LISTEN_BACKLOG = 4096;

/** In-flight requests get this long to finish once shutdown starts. */
const DRAIN_MS = 3_000;
/** Under what process managers wait before they kill (10 s for docker stop). */
const SHUTDOWN_GRACE_MS = 9_000;
/** Levels at which the banner, an info line, stays hidden. */
const QUIET_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);

/** Since `npm start` began (it builds what changed first), or since this process began. */
function readyMs(): number {
  const launchedAt = Number(process.env.VIBERANK_LAUNCHED_AT);
  return Date.now() - (launchedAt > 0 ? launchedAt : performance.timeOrigin);
}

/**
 * Drains and closes the server, in the order that loses nothing. Every new
 * request gets 503 and Retry-After, while the requests in flight finish (a
 * ballot being written is answered). Only once nothing has been in flight for
 * a moment does the server stop listening: closed at once, it would reset the
 * connections still waiting in the accept queue of a busy event loop, and the
 * requests sent on them would be lost without an answer. Then the sockets are
 * closed with 1001, and the database once its queue of transactions has run out.
 */
async function shutDown(app: FastifyInstance): Promise<void> {
  app.drain.begin();
  if (!(await app.drain.settled(DRAIN_MS))) {
    // A request that has not finished by now (a stalled upload) is cut off.
    app.log.warn({ inFlight: app.drain.inFlight() }, 'cutting off requests still in flight');
    app.server.closeAllConnections();
  }
  // Stops listening and drops idle keep-alive connections, before app.close()
  // answers any late request with Fastify's own 503, which has no Retry-After.
  app.server.close();
  // Closes sockets with 1001 (the WebSocket plugin's preClose, app.ts), then the database.
  await app.close();
}

function isAddressInUse(error: unknown): error is Error & { code: 'EADDRINUSE'; port?: number } {
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
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    limits: config.limits,
    metrics: { ...config.metrics, host: config.host },
  });
  if (!config.limits.enabled) {
    app.log.warn(
      'RATE_LIMIT=off: no rate limits and no load shedding; one client can flood this server',
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = performance.now();
    app.log.info({ signal, inFlight: app.drain.inFlight() }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    shutDown(app).then(
      () => {
        app.log.info({ ms: Math.round(performance.now() - startedAt) }, 'shut down');
        process.exit(0);
      },
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
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    // The metrics port is bound first, as the app gets ready (routes/metrics-routes.ts).
    const [port, key] =
      error.port !== undefined && error.port === config.metrics.port
        ? [config.metrics.port, 'METRICS_PORT']
        : [config.port, 'PORT'];
    console.error(
      `Port ${port} is already in use on ${config.host}: stop the other server, or start with another ${key}.`,
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
  // Started by a command that uses the server once it listens (`npm run demo`): it is told where.
  if (process.connected)
    process.send?.({ type: 'listening', addresses } satisfies ListeningMessage);
  const database = config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`;
  if (!interactive) {
    app.log.info({ ...addresses, database }, openMessage(addresses));
  } else if (!QUIET_LEVELS.has(config.logLevel)) {
    process.stdout.write(bannerText(addresses, { readyMs: readyMs(), color }));
  }
}

await main();
