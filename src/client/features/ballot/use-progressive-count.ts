import { startTransition, useEffect, useState } from 'react';

/** Chips drawn in the first paint: a screenful. */
export const FIRST_CHIPS = 8;

/**
 * How many of `total` items to draw: a screenful at once, then the rest in
 * one transition, which React draws in slices between the phone's other
 * work, so that a ballot of 150 never blocks a slow phone for long and the
 * first contestants can be ranked at once. Never shrinks: a search that
 * narrows the list and is then cleared shows everyone again at once.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CHIPS);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}
