/** How long a phone waits before reconnecting, the first time and at most. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_LONGEST_MS = 10_000;

/**
 * The wait before reconnect attempt `attempt` (1 for the first): a ceiling
 * that doubles with each failed attempt up to RECONNECT_LONGEST_MS, and a
 * random wait between half of it and all of it, so that the thousands of
 * phones of a node that has gone do not all knock on the others at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(
    RECONNECT_LONGEST_MS,
    RECONNECT_FIRST_MS * 2 ** (Math.max(1, attempt) - 1),
  );
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Over how long the phones a node hands off spread their reconnects. */
export const MOVE_SPREAD_MS = 250;

/**
 * The wait before a phone handed to another node (close 4307) reconnects:
 * at once, within MOVE_SPREAD_MS so that a node's phones do not all arrive
 * in the same instant. Not a failure: the phone's back-off starts afresh.
 */
export function moveDelay(random: () => number = Math.random): number {
  return random() * MOVE_SPREAD_MS;
}
