/**
 * The nodes' loads as they travel on the room events channel: each node's
 * word of how many phones' sockets it holds, a few times a minute, read by
 * every other node's socket balance (socket-balance.ts).
 */
import type { NodeLoads } from '../events/room-events.ts';

export type LoadWord = { node: string; sockets: number };

/** Whether a notification is a node's load, well formed. */
export function isLoadWord(value: unknown): value is LoadWord {
  if (typeof value !== 'object' || value === null) return false;
  const { node, sockets } = value as Partial<LoadWord>;
  return typeof node === 'string' && Number.isSafeInteger(sockets) && (sockets ?? -1) >= 0;
}

/**
 * Loads told with `send` (a NOTIFY on the listening connection, undefined
 * while it is down) and heard with `hear`, for `heard`'s listeners.
 */
export function nodeLoads(node: string, send: (payload: string) => Promise<unknown> | undefined) {
  const listeners = new Set<(node: string, sockets: number) => void>();
  const loads: NodeLoads & { hear(word: LoadWord): void } = {
    tell(sockets) {
      const word: LoadWord = { node, sockets };
      // A word lost (the connection dropping) is told again at the next turn.
      send(JSON.stringify(word))?.catch(() => undefined);
    },
    heard(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hear(word) {
      if (word.node === node) return;
      for (const listener of listeners) listener(word.node, word.sockets);
    },
  };
  return loads;
}
