import { useEffect, useState } from 'react';
import { chunkLoader } from '#client/lib/chunk-loader.ts';

/** The ranking's drag and drop chunk. */
export type RankingDnd = typeof import('./ranking-dnd.tsx');

/** A fetch of the chunk that failed (flaky Wi-Fi) is made again after this long. */
const AGAIN_MS = 5000;

const rankingDnd = chunkLoader<RankingDnd>(() => import('./ranking-dnd.tsx'));

/**
 * The ranking's drag and drop once it is here, null until then: the
 * ranking works with its buttons meanwhile. Fetched as the judge's view
 * opens, long before a ranking is there to drag, and fetched again until it
 * comes.
 */
export function useRankingDnd(): RankingDnd | null {
  const [dnd, setDnd] = useState<RankingDnd | null>(rankingDnd.loaded() ?? null);
  useEffect(() => {
    if (dnd) return;
    let mounted = true;
    let timer: number | undefined;
    const fetchChunk = () => {
      rankingDnd.load().then(
        (chunk) => mounted && setDnd(chunk),
        () => {
          if (mounted) timer = window.setTimeout(fetchChunk, AGAIN_MS);
        },
      );
    };
    fetchChunk();
    return () => {
      mounted = false;
      window.clearTimeout(timer);
    };
  }, [dnd]);
  return dnd;
}
