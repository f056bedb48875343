// Waiting for a node and for HAProxy to be ready, each wait bounded in time.
import { routes } from '#shared/routes.ts';
import type { Child } from './child-process.ts';

/**
 * A node's readiness: 200 once it has its database and has migrated, 503
 * while it starts, drains or cannot reach PostgreSQL. HAProxy's health check
 * asks the same (deploy/haproxy.cfg).
 */
export const READY_PATH = routes.readiness.path;

const POLL_MS = 100;
const REQUEST_TIMEOUT_MS = 2_000;

/** The status a GET answers, or undefined when nothing answered. */
export async function statusOf(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `check` again every 100 ms until it says done, and fails after
 * `timeoutMs` with `describe()`'s words, or at once when it throws.
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() >= deadline) throw new Error(describe());
    await pause(POLL_MS);
  }
}

/**
 * Resolves once the node answers its readiness with 200. Fails when it has
 * exited, when it has no readiness at all (404: a server older than it), or
 * after `timeoutMs`.
 */
export async function waitForReadyNode(
  name: string,
  url: string,
  node: Child,
  timeoutMs: number,
): Promise<void> {
  let last: number | undefined;
  await pollUntil(
    async () => {
      if (!node.running()) {
        throw new Error(`${name} exited before it was ready:\n${node.output()}`);
      }
      last = await statusOf(`${url}${READY_PATH}`);
      if (last === 404) {
        throw new Error(
          `${name} answers 404 on ${READY_PATH}: this server has no readiness check, which HAProxy's health check needs.`,
        );
      }
      return last === 200;
    },
    timeoutMs,
    () =>
      `${name} was not ready within ${timeoutMs / 1000} s (last answer: ${last ?? 'none'}):\n${node.output()}`,
  );
}
