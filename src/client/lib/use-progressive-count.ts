import { startTransition, useEffect, useState } from 'react';

/** How a long list is drawn: `first` items at once, then `perFrame` more a frame. */
export type Progression = { first: number; perFrame: number };

/** A phone's ballot: a screenful of chips, then 16 a frame. */
export const BALLOT_PROGRESSION: Progression = { first: 8, perFrame: 16 };

/**
 * How many of `total` items to draw: a screenful at once, then a few more
 * each frame once `more` is set, so that a list of 150 never blocks a slow
 * device for long and the first items can be used at once. (An item is laid
 * out in full the frame it is added, even when it is out of view, so they
 * are added a few at a time.) Each frame's items are drawn as a transition:
 * React draws them in slices and puts a tap or a keystroke first. Never
 * shrinks: a search that narrows the list and is then cleared shows everyone
 * again at once.
 */
export function useProgressiveCount(
  total: number,
  { first, perFrame }: Progression,
  more = true,
): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (!more || count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((n) => n + perFrame)));
    return () => cancelAnimationFrame(frame);
  }, [count, total, more, perFrame]);
  return Math.min(count, total);
}
