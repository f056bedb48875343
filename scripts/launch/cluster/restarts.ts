// What the cluster tells its user, and starting again a node that exited on
// its own, a bounded number of times.
import type { Exit } from './child-process.ts';
import type { ClusterNode } from './cluster-node.ts';

export type ClusterEvent =
  /** A line a node (node1…) or HAProxy wrote. */
  | { type: 'output'; source: string; line: string }
  /** A node exited without the cluster asking it to. */
  | { type: 'node-exited'; node: string; exit: Exit }
  | { type: 'node-restarted'; node: string }
  /** A node that could not be started again, or exited too often: it stays down. */
  | { type: 'node-given-up'; node: string; reason: string }
  /** HAProxy exited without the cluster asking it to: nothing reaches the nodes now. */
  | { type: 'haproxy-exited'; exit: Exit };

/** A node that exits this often within a minute is broken, not unlucky. */
const MAX_RESTARTS_A_MINUTE = 5;
/** The wait before a node is started again, by default. */
export const RESTART_DELAY_MS = 1_000;

type Restarter = {
  /** Told by a node that has exited on its own. */
  exited(node: ClusterNode, exit: Exit): void;
};

export function restarter({
  emit,
  enabled,
  stopping,
  delayMs = RESTART_DELAY_MS,
}: {
  emit: (event: ClusterEvent) => void;
  enabled: boolean;
  stopping: () => boolean;
  delayMs?: number;
}): Restarter {
  const recent = new Map<string, number[]>();
  return {
    exited(node, exit) {
      if (stopping()) return;
      emit({ type: 'node-exited', node: node.name, exit });
      if (!enabled) return;
      const now = Date.now();
      const times = (recent.get(node.name) ?? []).filter((time) => now - time < 60_000);
      if (times.length >= MAX_RESTARTS_A_MINUTE) {
        emit({
          type: 'node-given-up',
          node: node.name,
          reason: `it exited ${times.length + 1} times within a minute`,
        });
        return;
      }
      recent.set(node.name, [...times, now]);
      setTimeout(() => {
        if (stopping() || node.running()) return;
        node.start().then(
          () => emit({ type: 'node-restarted', node: node.name }),
          (error: unknown) => {
            // One that exited again is back in `exited`, which counts its restarts.
            if (!node.running()) return;
            emit({
              type: 'node-given-up',
              node: node.name,
              reason: error instanceof Error ? error.message : String(error),
            });
          },
        );
      }, delayMs);
    },
  };
}
