import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '#shared/refusals.ts';
import type { Limits } from '../limits.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { registerRateLimits } from './rate-limits.ts';

/**
 * What a join on a socket passes through before it is served, as the join
 * request passes through the node's rate limits and load shedding.
 */
export type JoinGate = {
  /**
   * Counts a join against its address's allowance: the seconds to wait when
   * over it. The address is asked for only when limits are on (reading it
   * asks the kernel for the peer and weighs the trusted proxies).
   */
  overLimit(address: () => string): Promise<number | undefined>;
  /** Takes a place among the requests served at once: its release, or none while shedding. */
  enter(): (() => void) | undefined;
  /** Told of every join made. */
  joined(): void;
  /** Told of every join refused, by its code. */
  refused(code: ErrorCode): void;
};

/** A node without limits: every join is served. */
export const OPEN_GATE: JoinGate = {
  overLimit: async () => undefined,
  enter: () => () => {},
  joined: () => {},
  refused: () => {},
};

/**
 * The node's rate limits and load shedding, when its limits are on: for
 * every request, and as a join on a socket passes them (its count and its
 * place among the requests in flight).
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  limits: Limits,
): Promise<Pick<JoinGate, 'overLimit' | 'enter'>> {
  if (!limits.enabled) return OPEN_GATE;
  const { overLimit } = await registerRateLimits(app, limits);
  return { overLimit, ...registerLoadShedding(app, limits.requestsInFlight) };
}
