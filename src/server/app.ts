import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PublicAddress } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { newRoomCode } from './auth/tokens.ts';
import type { TrustProxy } from './config.ts';
import { type DatabaseOptions, openDatabase } from './db/database.ts';
import { listen } from './db/listen-connection.ts';
import { refuse } from './errors.ts';
import type { RoomEventBus } from './events/room-events.ts';
import type { ListenConnection } from './events/room-listener.ts';
import { clientAddress } from './http/client-address.ts';
import { isPage, pageFiles, registerClientFiles } from './http/client-files.ts';
import { registerCompression } from './http/compression.ts';
import { registerDrain } from './http/drain.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { frameworkErrorOptions } from './http/framework-errors.ts';
import { registerOriginGuard } from './http/origin-guard.ts';
import { type InterfaceList, publicAddress } from './http/public-address.ts';
import { registerRequestLimits } from './http/request-limits.ts';
import { RequestLog } from './http/request-log.ts';
import { guardRouteTable } from './http/route-table-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOpenerPolicy, registerStrictTransport } from './http/strict-transport.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { type Limits, NO_LIMITS } from './limits.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { createMemoryEventBus } from './realtime/memory-event-bus.ts';
import { createPostgresEventBus } from './realtime/postgres-event-bus.ts';
import type { RoomViews } from './realtime/room-views.ts';
import { balanceHubSockets } from './realtime/socket-balance.ts';
import { SocketWarnings, socketErrorHandler } from './realtime/socket-warnings.ts';
import { roomChangeLog } from './repositories/room-change-log.ts';
import { apiRoutes } from './routes/api-routes.ts';
import { registerHealthChecks } from './routes/health-routes.ts';
import { type MetricsOptions, registerMetrics } from './routes/metrics-routes.ts';
import { registerPublicAddress } from './routes/public-address-routes.ts';
import { realtimeRoutes } from './routes/realtime-routes.ts';
import { createServiceContext, type ServiceContext } from './services/context.ts';
import { readActivity, readSnapshot } from './services/live-room-service.ts';
import { RehearsalVoters } from './services/rehearsal-voters.ts';
import { VotingTimers } from './services/voting-timer.ts';

export type AppOptions = {
  database: DatabaseOptions;
  logger?: FastifyServerOptions['logger'];
  /** The built client to serve on the same origin, if present. */
  clientDir?: string | undefined;
  newRoomCode?: () => string;
  /** PUBLIC_URL: the address phones reach the server at. */
  publicUrl?: string | undefined;
  /** The machine's network interfaces, where the public address is found without PUBLIC_URL. */
  interfaces?: () => InterfaceList;
  /** ALLOWED_ORIGINS: origins besides our own and PUBLIC_URL's whose pages may call us. */
  allowedOrigins?: readonly string[] | undefined;
  /** TRUST_PROXY: whom to believe about the client's address and scheme. */
  trustProxy?: TrustProxy | undefined;
  /** What the server refuses under abuse (config.ts); none when left out, as in tests. */
  limits?: Limits | undefined;
  /** METRICS_TOKEN and METRICS_PORT: where /metrics is served, if anywhere. */
  metrics?: MetricsOptions | undefined;
};

// Large enough for a contestant with an inline image at its cap, base64-encoded.
const BODY_LIMIT_BYTES = 512 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the whole server: database, event bus, realtime hub and routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildServer(options)).app;
}

/**
 * The server as built, beside what its services run with: for the tests and
 * the bench, which call a service or read the database in its process.
 */
export async function buildServer(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: ServiceContext }> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that stalls mid-request is cut off rather than held forever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: options.trustProxy ?? false,
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const limits = options.limits ?? NO_LIMITS;
  // NOTE: before every other hook. Its onRequest hook marks an upgrade so that
  // its onResponse hook closes the socket of an upgrade refused with an HTTP
  // answer (a foreign origin, a flood, a drain); a hook that answered first
  // would leave that socket open, and the server unable to close.
  const socketWarnings = new SocketWarnings(app.log);
  let hubToClose: RealtimeHub | undefined;
  await app.register(fastifyWebsocket, {
    // realtime-routes.ts checks UTF-8 itself, to close a bad frame as a malformed message.
    options: { maxPayload: limits.socketMessageBytes, skipUTF8Validation: true },
    errorHandler: socketErrorHandler(socketWarnings),
    // Closing, the hub says 1001 to every subscriber (reconnect elsewhere), and
    // so does any socket that had not subscribed yet; the plugin's own close
    // would send no code at all.
    async preClose() {
      await hubToClose?.close();
      for (const client of app.websocketServer.clients) {
        client.close(CLOSE.shuttingDown.code, CLOSE.shuttingDown.reason);
      }
    },
  });
  // First of our hooks: while shutting down, nothing else runs for a new request.
  const drain = registerDrain(app);
  const metrics = registerMetrics(app, options.metrics);
  const originGuard = registerOriginGuard(app, {
    publicUrl: options.publicUrl,
    allowedOrigins: options.allowedOrigins,
  });
  registerStrictTransport(app);
  registerOpenerPolicy(app);
  registerTextGuard(app);

  const databaseOptions = options.database;
  const database = await openDatabase(databaseOptions);
  let bus: RoomEventBus;
  // Readiness pings on the listening connection while it is up: behind the
  // pool's queue, a storm of reconnecting screens would hold the ping past its
  // timeout, and take a busy but healthy node out of rotation (decision 049).
  let listener: ListenConnection | undefined;
  try {
    bus =
      databaseOptions.kind === 'postgres'
        ? await createPostgresEventBus({
            listen: async (listening) => (listener = await listen(databaseOptions.url, listening)),
            log: app.log,
            changeLog: roomChangeLog(database),
            onDeliveryLag: metrics.observeBusLag,
          })
        : createMemoryEventBus();
  } catch (error) {
    await database.close();
    throw error;
  }
  const ctx = createServiceContext(database, bus, app.log, options.newRoomCode ?? newRoomCode);
  // The hub never reads the database: the services read the room for it.
  const views: RoomViews = {
    snapshot: (roomId, viewer) => readSnapshot(ctx, roomId, viewer),
    activity: (roomId) => readActivity(ctx, roomId),
  };
  const hub = new RealtimeHub(views, bus, app.log);
  app.decorate('hub', hub);
  const balance = balanceHubSockets(bus, hub, () => drain.draining(), app.log);
  metrics.watch({ realtime: () => hub.counts(), pool: database.pool });
  guardRouteTable(app);

  hubToClose = hub;
  const timers = new VotingTimers(ctx);
  app.decorate('timers', timers);
  const rehearsals = new RehearsalVoters(ctx);
  app.decorate('rehearsals', rehearsals);
  app.addHook('onClose', async () => {
    balance?.close();
    await rehearsals.close();
    await timers.close();
    await ctx.records.close();
    await bus.close();
    await database.close();
  });
  // A timer that ran out while no node was running ends voting now.
  await timers.start();
  // A record owed by a finish whose node stopped before building it is built now.
  void ctx.records.start();

  registerSecurityHeaders(app);
  await registerCompression(app);
  const gate = {
    ...(await registerRequestLimits(app, limits)),
    joined: metrics.joined,
    refused: metrics.refused,
  };
  await app.register(apiRoutes, { ctx, rehearsals });
  await app.register(realtimeRoutes, {
    ctx,
    hub,
    limits,
    gate,
    warnings: socketWarnings,
    upgrades: {
      admits: (request) => !drain.draining() && originGuard.admitsUpgrade(request.headers),
      address: clientAddress(options.trustProxy ?? false),
    },
  });
  registerHealthChecks(
    app,
    () =>
      listener?.query('select 1', []) ??
      database.query({ name: 'readiness_check', text: 'select 1', values: [] }),
    () => bus.upToDate(),
  );
  registerPublicAddress(app, () => app.publicAddress());
  app.decorate('publicAddress', () => {
    const listening = app.server.address();
    const bound =
      listening && typeof listening === 'object'
        ? { host: listening.address, port: listening.port }
        : { host: 'localhost', port: 0 };
    return publicAddress({
      ...bound,
      publicUrl: options.publicUrl,
      interfaces: options.interfaces,
    });
  });

  const clientDir = options.clientDir;
  const serveClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (serveClient) await registerClientFiles(app, clientDir);
  const pageFileOf = serveClient ? pageFiles(clientDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (isPage(request.method, request.url) && pageFileOf) {
      return reply.type('text/html').sendFile(pageFileOf(request.url));
    }
    throw refuse('not_found', 'notFound');
  });

  return { app, services: ctx };
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: RealtimeHub;
    /** The address phones reach the server at, once it listens. */
    publicAddress: () => PublicAddress;
    /** The timers this node will end voting for. */
    timers: VotingTimers;
    /** The simulated voters of the rehearsals this node started. */
    rehearsals: RehearsalVoters;
  }
}
