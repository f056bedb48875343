import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The process's own metrics (event loop lag, heap, CPU, handles, GC), in one
 * registry made on first use and kept for the life of the process.
 *
 * NOTE: prom-client's default metrics enable a perf_hooks
 * monitorEventLoopDelay histogram and a PerformanceObserver for GC that it
 * gives no way to stop (prom-client 15, lib/metrics/eventLoopLag.js and
 * gc.js). Made once per app, each app closed in a test process would leave
 * both running; they measure the process anyway, not an app, so every app
 * reports the same ones.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
