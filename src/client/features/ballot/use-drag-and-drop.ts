import { startTransition, useEffect, useState } from 'react';

/** The drag and drop's chunk: the lists' drop targets and draggable chips. */
export type BallotDnd = typeof import('./ballot-dnd.tsx');

/** A fetch of the chunk that failed (flaky Wi-Fi) is tried again after this long. */
const RETRY_MS = 5000;
/** How long the phone may stay busy before the drag and drop is put in place all the same. */
const IDLE_TIMEOUT_MS = 2000;

let loaded: BallotDnd | undefined;

/** Runs `task` once the phone has nothing else to do; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The drag and drop, once it is here: null until then. The ballot is drawn
 * without it, its buttons ranking and moving contestants by tap and by
 * keyboard; the chunk (the library is about a third of the voting view) is
 * fetched once the ballot is on screen, and put in place when the phone is
 * idle, as a transition, so that no task of the phone's is long; never while
 * `hold` is set.
 */
export function useDragAndDrop(hold: boolean): BallotDnd | null {
  const [dnd, setDnd] = useState<BallotDnd | null>(loaded ?? null);
  const [arrived, setArrived] = useState<BallotDnd | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Putting it in place draws the board anew: not while a dialog opened from it is up.
  useEffect(() => {
    if (!arrived || hold) return;
    return whenIdle(() => startTransition(() => setDnd(arrived)));
  }, [arrived, hold]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks for another try
  useEffect(() => {
    if (dnd) return;
    let current = true;
    let retry: number | undefined;
    import('./ballot-dnd.tsx').then(
      (module) => {
        loaded = module;
        if (current) setArrived(module);
      },
      () => {
        if (current) retry = window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      window.clearTimeout(retry);
    };
  }, [dnd, attempt]);

  return dnd;
}
