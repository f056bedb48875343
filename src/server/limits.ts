/**
 * What the server refuses when a client floods it, set by the environment
 * (see config.ts). Why these numbers fit a venue:
 * docs/decisions/017-limits-for-a-venue.md.
 */
export type Limits = {
  /** False with RATE_LIMIT=off: no rate limits on requests or sockets, no load shedding. */
  enabled: boolean;
  /** The window the counts per address (but room creation, per minute), per secret and per room are over, in seconds. */
  windowSeconds: number;
  /** Rooms one address may create in a minute. */
  roomsPerAddress: number;
  /** Calls without a secret (join, code look-up, public reads) one address may make in a window. */
  publicPerAddress: number;
  /** Calls one secret may make in a window. */
  perSecret: number;
  /** Calls with a secret to one room in a window, whoever makes them. */
  perRoom: number;
  /**
   * How long a refusal (429) is held before it is sent, at most until the
   * window ends: a client that floods with N requests in flight then gets N
   * answers a second instead of thousands, and the server's time goes to
   * everyone else.
   */
  refusalDelayMs: number;
  /** Requests served at once; any more are shed with 503 until one finishes. */
  requestsInFlight: number;
  /** The largest realtime message, in bytes: a subscribe is a few hundred. */
  socketMessageBytes: number;
  /** Messages one realtime socket may send a minute, on average. */
  socketMessagesPerMinute: number;
  /** Messages one realtime socket may send at once, before the average applies. */
  socketMessageBurst: number;
  /** Realtime sockets open at once with one secret. */
  socketsPerSecret: number;
  /** Contestant imports (and their previews) and exports one secret may ask for in a minute. */
  filesPerMinute: number;
};

/** The limits a server starts with when the environment sets none. */
export const DEFAULT_LIMITS: Limits = {
  enabled: true,
  windowSeconds: 1,
  roomsPerAddress: 40,
  publicPerAddress: 30,
  perSecret: 10,
  perRoom: 300,
  refusalDelayMs: 1000,
  requestsInFlight: 256,
  socketMessageBytes: 4096,
  socketMessagesPerMinute: 60,
  socketMessageBurst: 20,
  socketsPerSecret: 10,
  filesPerMinute: 30,
};

/**
 * A server built without limits (the tests' default): nothing rate-limited,
 * and the realtime message cap the server had before limits existed.
 */
export const NO_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  enabled: false,
  socketMessageBytes: 16 * 1024,
};
