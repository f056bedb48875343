import { startTransition, useEffect, useState } from 'react';
import { chunkLoader } from '#client/lib/chunk-loader.ts';

/** The drag and drop's chunk: the lists' drop targets and draggable chips. */
export type BallotDnd = typeof import('./ballot-dnd.tsx');

/** A fetch of the chunk that failed (flaky Wi-Fi) is tried again after this long. */
const RETRY_MS = 5000;
/** How long the rest of the ballot waits for the drag and drop before it is drawn without. */
const WAIT_MS = 1500;

const dragAndDrop = chunkLoader<BallotDnd>(() => import('./ballot-dnd.tsx'));

/**
 * The drag and drop, once it is here (`dnd`, null until then), and whether
 * the rest of the ballot should be drawn (`settled`: it is here, or it is
 * late). The ballot is drawn without it, its buttons ranking and moving
 * contestants by tap and by keyboard; it is fetched once the first chips are
 * on screen, so that it never competes with them. Put in place, it draws the
 * board anew: the rest of the chips wait for it a moment, so that this is
 * cheap; one that comes late is put in place as a transition, never while
 * `hold` is set (a dialog opened from the board).
 */
export function useDragAndDrop(hold: boolean): { dnd: BallotDnd | null; settled: boolean } {
  const [dnd, setDnd] = useState<BallotDnd | null>(dragAndDrop.loaded() ?? null);
  const [arrived, setArrived] = useState<BallotDnd | null>(null);
  const [late, setLate] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!arrived || hold) return;
    if (late) startTransition(() => setDnd(arrived));
    else setDnd(arrived);
  }, [arrived, hold, late]);

  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks for another try
  useEffect(() => {
    if (dnd) return;
    let current = true;
    let retry: number | undefined;
    dragAndDrop.load().then(
      (module) => {
        if (current) setArrived(module);
      },
      () => {
        if (!current) return;
        setLate(true);
        retry = window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      window.clearTimeout(retry);
    };
  }, [dnd, attempt]);

  return { dnd, settled: dnd !== null || late };
}
