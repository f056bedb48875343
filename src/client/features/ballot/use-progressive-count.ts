import { useEffect, useState } from 'react';

/** Chips drawn in the first paint: a screenful. */
export const FIRST_CHIPS = 8;
/** Chips added a frame after it. */
export const CHIPS_PER_FRAME = 16;

/**
 * How many of `total` items to draw: a screenful at once, then a few more
 * each frame once `more` is set, so that a ballot of 150 never blocks a slow
 * phone for long and the first contestants can be ranked at once. (A chip is
 * laid out in full the frame it is added, even when it is out of view, so
 * they are added a few at a time.) Never shrinks: a search that narrows the
 * list and is then cleared shows everyone again at once.
 */
export function useProgressiveCount(total: number, more = true): number {
  const [count, setCount] = useState(FIRST_CHIPS);
  useEffect(() => {
    if (!more || count >= total) return;
    const frame = requestAnimationFrame(() => setCount((n) => n + CHIPS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [count, total, more]);
  return Math.min(count, total);
}
