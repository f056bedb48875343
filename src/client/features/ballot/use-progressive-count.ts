import { useEffect, useState } from 'react';

/** Chips drawn in the first paint, and added per frame after it. */
export const FIRST_CHIPS = 16;
export const CHIPS_PER_FRAME = 16;

/**
 * How many of `total` items to draw: a screenful at once, then a few more
 * each frame, so that a ballot of 150 never blocks a slow phone for long and
 * the first contestants can be ranked at once.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CHIPS);
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => setCount((n) => n + CHIPS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [count, total]);
  return Math.min(count, total);
}
