/**
 * How the complete ranking is laid out on the big screen: rows of measured
 * heights, read column by column, in pages no taller than the space the
 * screen has for them.
 */

/** A page: the rows `start` to `end` (exclusive) and the row each of its columns starts with. */
export type RankingPage = { start: number; end: number; columnStarts: number[] };

/** Where the rows go: `columns` side by side, `height` px tall, `gap` px between rows. */
export type RankingFrame = { columns: number; height: number; gap: number };

/** The height of rows `from` to `to` (exclusive) stacked in one column. */
function stacked(heights: readonly number[], from: number, to: number, gap: number): number {
  let total = 0;
  for (let index = from; index < to; index++) total += heights[index] ?? 0;
  return total + gap * Math.max(0, to - from - 1);
}

/**
 * How far from `start` the rows fill `columns` columns of the frame, each
 * column taken as full as it goes. A row taller than a whole column still
 * gets a column of its own, so that every page moves on.
 */
function pageEnd(heights: readonly number[], start: number, frame: RankingFrame): number {
  let end = start;
  for (let column = 0; column < frame.columns && end < heights.length; column++) {
    const top = end;
    end++;
    while (end < heights.length && stacked(heights, top, end + 1, frame.gap) <= frame.height) end++;
  }
  return end;
}

/**
 * The columns' first rows for rows `start` to `end` in at most `columns`
 * columns, the tallest column as short as can be, so that a short list
 * reads as two even columns rather than one full and one nearly empty.
 */
export function balancedColumns(
  heights: readonly number[],
  start: number,
  end: number,
  columns: number,
  gap: number,
): number[] {
  if (columns <= 1 || end - start <= 1) return [start];
  let best: { tallest: number; starts: number[] } = {
    tallest: stacked(heights, start, end, gap),
    starts: [start],
  };
  for (let split = start + 1; split < end; split++) {
    const rest = balancedColumns(heights, split, end, columns - 1, gap);
    const tallest = Math.max(
      stacked(heights, start, split, gap),
      ...rest.map((top, index) => stacked(heights, top, rest[index + 1] ?? end, gap)),
    );
    if (tallest < best.tallest) best = { tallest, starts: [start, ...rest] };
  }
  return best.starts;
}

/** The pages of rows of these heights in the frame: one when they all fit. */
export function rankingPages(heights: readonly number[], frame: RankingFrame): RankingPage[] {
  const pages: RankingPage[] = [];
  for (let start = 0; start < heights.length; ) {
    const end = pageEnd(heights, start, frame);
    pages.push({
      start,
      end,
      columnStarts: balancedColumns(heights, start, end, frame.columns, frame.gap),
    });
    start = end;
  }
  return pages;
}

/** One way to draw the ranking (a type size and a number of columns), measured. */
export type RankingLayout = { heights: readonly number[]; frame: RankingFrame };

/**
 * The first layout (largest type first) whose rows all fit on one page;
 * when none does, the last, the most rows a page, turned page by page.
 */
export function chooseRankingLayout(layouts: readonly RankingLayout[]): {
  layout: number;
  pages: RankingPage[];
} {
  let chosen = { layout: 0, pages: [] as RankingPage[] };
  for (const [index, { heights, frame }] of layouts.entries()) {
    chosen = { layout: index, pages: rankingPages(heights, frame) };
    if (chosen.pages.length <= 1) break;
  }
  return chosen;
}
