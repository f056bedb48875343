import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chooseRankingLayout, type RankingPage } from './ranking-pages.ts';
import { useResized } from './use-resized.ts';

/** How long each page of a long ranking stays on the screen before the next. */
const RANKING_PAGE_MS = 8_000;

/**
 * The complete ranking's layout on the big screen, from the rows as the
 * browser draws them: `frame` is the space the ranking has, each list in
 * `measures` the rows drawn unseen in one of the candidate layouts (largest
 * type first), `columns` of each. Answers the layout chosen, its pages and
 * the page shown, which moves on by itself every RANKING_PAGE_MS and loops:
 * a screen streamed or left alone needs no click or key to go on.
 */
export function useRankingPages(rowsKey: string, columns: readonly number[]) {
  const frame = useRef<HTMLDivElement>(null);
  const measures = useRef<(HTMLOListElement | null)[]>([]);
  const [chosen, setChosen] = useState<{ layout: number; pages: RankingPage[] } | null>(null);
  const [shown, setShown] = useState(0);
  const resized = useResized(() => [frame.current, ...measures.current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey and resized say when to measure again
  useLayoutEffect(() => {
    const height = frame.current?.clientHeight ?? 0;
    if (height === 0) return;
    const layouts = columns.map((count, index) => {
      const list = measures.current[index];
      const rows = list ? Array.from(list.children) : [];
      return {
        heights: rows.map((row) => row.getBoundingClientRect().height),
        frame: {
          columns: count,
          height,
          gap: list ? Number.parseFloat(getComputedStyle(list).rowGap) || 0 : 0,
        },
      };
    });
    const next = chooseRankingLayout(layouts);
    setChosen((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [rowsKey, resized, columns.join(' ')]);

  const count = chosen?.pages.length ?? 0;
  useEffect(() => {
    setShown(0);
    if (count <= 1) return;
    const timer = setInterval(() => setShown((page) => (page + 1) % count), RANKING_PAGE_MS);
    return () => clearInterval(timer);
  }, [count]);

  return {
    frame,
    measure: (index: number) => (list: HTMLOListElement | null) => {
      measures.current[index] = list;
    },
    layout: chosen?.layout ?? null,
    pages: chosen?.pages ?? [],
    page: chosen?.pages[shown % Math.max(count, 1)] ?? null,
  };
}
