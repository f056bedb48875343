import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, routes } from '#shared/routes.ts';
import { sha256Hex } from '#shared/sha256.ts';
import { refuse } from '../errors.ts';
import type { Limits } from '../limits.ts';
import { bearerToken } from './bearer-token.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Which counters a request counts against, by what it is. */
type Keyed =
  | { kind: 'none' }
  | { kind: 'rooms-by-address' }
  | { kind: 'public-by-address' }
  | { kind: 'secret-and-room'; secret: string; roomId: string };

// Routes whose callers have no secret yet (or need none): always counted per
// address, so that a made-up Authorization header cannot dodge that count.
const ALWAYS_BY_ADDRESS = new Set<string>([
  routes.joinRoom.path,
  routes.roomByCode.path,
  routes.expo.path,
  routes.publicAddress.path,
]);
// The load balancer's probes (all from its one address) and the realtime
// upgrade: sockets have limits of their own.
const UNCOUNTED = new Set<string>([
  routes.health.path,
  routes.readiness.path,
  routes.realtime.path,
]);
// Routes that read or write a whole file: counted per secret by the minute as well.
const FILE_ROUTES = new Set<string>([
  routes.previewContestantImport.path,
  routes.importContestants.path,
  routes.exportCsv.path,
  routes.exportJson.path,
]);
/**
 * Keys each limiter remembers (its LRU; the plugin's default is 5,000): more
 * than a venue's secrets, so that made-up tokens do not push real ones out.
 * An evicted key only starts its count again. The plugin reads `cache` from a
 * limiter's options although its types leave it out.
 */
const REMEMBERED = 50_000;
const ROOMS_WINDOW_MS = 60_000;
const FILES_WINDOW_MS = 60_000;

/** A key for a secret that is no secret: tokens are never kept, only their hash. */
function secretKey(token: string): string {
  return sha256Hex(token);
}

function roomIdParam(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (typeof params !== 'object' || params === null || !('roomId' in params)) return undefined;
  return typeof params.roomId === 'string' ? params.roomId : undefined;
}

function keyed(request: FastifyRequest): Keyed {
  const route = request.routeOptions.url;
  // Pages and assets of the client are files the browser caches; unknown API paths are not.
  if (route === undefined) {
    return request.url.startsWith(API_PREFIX) ? { kind: 'public-by-address' } : { kind: 'none' };
  }
  if (!route.startsWith(API_PREFIX) || UNCOUNTED.has(route)) return { kind: 'none' };
  if (route === routes.createRoom.path) return { kind: 'rooms-by-address' };
  if (ALWAYS_BY_ADDRESS.has(route)) return { kind: 'public-by-address' };
  const token = bearerToken(request);
  const roomId = roomIdParam(request);
  if (token === undefined || roomId === undefined) return { kind: 'public-by-address' };
  return { kind: 'secret-and-room', secret: secretKey(token), roomId };
}

/** Refusals held at once: past this many, a refusal is sent at once (a held one costs a timer). */
const MAX_HELD_REFUSALS = 2000;
let heldRefusals = 0;

/** Waits before a refusal is sent (see `Limits.refusalDelayMs`); resolves with the ms waited. */
async function holdRefusal(ms: number): Promise<number> {
  if (ms <= 0 || heldRefusals >= MAX_HELD_REFUSALS) return 0;
  heldRefusals += 1;
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return ms;
  } finally {
    heldRefusals -= 1;
  }
}

/** Counts one request against a limiter; refuses with 429 and Retry-After when over. */
async function count(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  delayMs: number,
) {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  const held = await holdRefusal(Math.min(outcome.ttl, delayMs));
  // Counted from when the refusal is sent: 0 once it was held to the window's end.
  reply.header('retry-after', Math.max(0, Math.ceil((outcome.ttl - held) / 1000)));
  throw refuse('rate_limited', 'rateLimited');
}

/**
 * A socket's join as the address limiter reads a request: its key (the
 * address, TRUST_PROXY weighed) and its route's options (none). A socket
 * opened past Fastify has no request of its own (realtime/direct-upgrade.ts).
 */
function countedAt(address: string): FastifyRequest {
  const read: Pick<FastifyRequest, 'ip'> & { routeOptions: { config: object } } = {
    ip: address,
    routeOptions: { config: {} },
  };
  return read as unknown as FastifyRequest;
}

/**
 * Per-node rate limits, in this process's memory: per secret and per room for
 * calls with a secret, per address for room creation and calls without one.
 * See docs/decisions/017-limits-for-a-venue.md.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: Limits,
): Promise<{ overLimit(address: () => string): Promise<number | undefined> }> {
  // Only the limiters made below; no route gets the plugin's own hook.
  await app.register(fastifyRateLimit, { global: false });
  const limiter = (
    max: number,
    keyGenerator: (request: FastifyRequest) => string,
    windowMs = limits.windowSeconds * 1000,
  ) => {
    const options = {
      max,
      timeWindow: windowMs,
      keyGenerator,
      cache: REMEMBERED,
    };
    return app.createRateLimit(options);
  };
  const byAddress = (request: FastifyRequest) => request.ip;
  // Rooms are counted by the minute: a workshop creates its rooms all at once.
  const roomsByAddress = limiter(limits.roomsPerAddress, byAddress, ROOMS_WINDOW_MS);
  const publicByAddress = limiter(limits.publicPerAddress, byAddress);
  const secrets = new WeakMap<FastifyRequest, Keyed>();
  const keyOf = (request: FastifyRequest) => {
    const key = secrets.get(request);
    return key?.kind === 'secret-and-room' ? key : undefined;
  };
  const bySecret = limiter(limits.perSecret, (request) => keyOf(request)?.secret ?? '');
  const byRoom = limiter(limits.perRoom, (request) => keyOf(request)?.roomId ?? '');
  // A file is up to 1 MB to read or thousands of ballots to write: a few a minute is what a person does.
  const filesBySecret = limiter(
    limits.filesPerMinute,
    (request) => keyOf(request)?.secret ?? '',
    FILES_WINDOW_MS,
  );

  app.addHook('onRequest', async (request, reply) => {
    const key = keyed(request);
    switch (key.kind) {
      case 'none':
        return;
      case 'rooms-by-address':
        return count(roomsByAddress, request, reply, limits.refusalDelayMs);
      case 'public-by-address':
        return count(publicByAddress, request, reply, limits.refusalDelayMs);
      case 'secret-and-room':
        secrets.set(request, key);
        // The secret first: its refused calls then never eat into the room's allowance.
        await count(bySecret, request, reply, limits.refusalDelayMs);
        if (FILE_ROUTES.has(request.routeOptions.url ?? '')) {
          await count(filesBySecret, request, reply, limits.refusalDelayMs);
        }
        return count(byRoom, request, reply, limits.refusalDelayMs);
    }
  });
  // A join on a socket counts against its address as the join request does (socket-join.ts).
  return {
    async overLimit(address) {
      const outcome = await publicByAddress(countedAt(address()));
      if (outcome.isAllowed || !outcome.isExceeded) return undefined;
      const held = await holdRefusal(Math.min(outcome.ttl, limits.refusalDelayMs));
      return Math.max(0, Math.ceil((outcome.ttl - held) / 1000));
    },
  };
}
