import { describe, expect, it } from 'vitest';
import { balancedColumns, chooseRankingLayout, rankingPages } from './ranking-pages.ts';

const rows = (count: number, height = 50) => Array.from({ length: count }, () => height);

describe('rankingPages', () => {
  it('keeps a list that fits on one page, in even columns', () => {
    expect(rankingPages(rows(12), { columns: 2, height: 400, gap: 10 })).toEqual([
      { start: 0, end: 12, columnStarts: [0, 6] },
    ]);
    expect(rankingPages(rows(4), { columns: 1, height: 400, gap: 10 })).toEqual([
      { start: 0, end: 4, columnStarts: [0] },
    ]);
  });

  it('fills each page column by column and carries the rest over', () => {
    // 50 px rows and 10 px gaps: 6 rows make 350 px, a seventh 410.
    const pages = rankingPages(rows(150), { columns: 2, height: 400, gap: 10 });
    expect(pages.map((page) => [page.start, page.end])).toEqual(
      Array.from({ length: 13 }, (_, n) => [n * 12, Math.min(150, n * 12 + 12)]),
    );
    expect(pages.at(-1)).toEqual({ start: 144, end: 150, columnStarts: [144, 147] });
  });

  it('counts a tall row (a long name, tie notes) by its own height', () => {
    const heights = [50, 200, 50, 50, 50, 200, 50];
    const pages = rankingPages(heights, { columns: 2, height: 260, gap: 10 });
    expect(pages).toEqual([
      { start: 0, end: 5, columnStarts: [0, 2] },
      { start: 5, end: 7, columnStarts: [5, 6] },
    ]);
  });

  it('gives a row taller than the frame a column of its own rather than stop', () => {
    const pages = rankingPages([500, 50], { columns: 1, height: 300, gap: 10 });
    expect(pages.map((page) => [page.start, page.end])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('has no page for no rows', () => {
    expect(rankingPages([], { columns: 2, height: 400, gap: 10 })).toEqual([]);
  });
});

describe('balancedColumns', () => {
  it('splits where the taller column is shortest', () => {
    expect(balancedColumns([100, 10, 10, 10, 10, 10], 0, 6, 2, 0)).toEqual([0, 1]);
    expect(balancedColumns([10, 10, 10, 100], 0, 4, 2, 0)).toEqual([0, 3]);
    expect(balancedColumns([10, 10, 10], 0, 3, 3, 0)).toEqual([0, 1, 2]);
  });
});

describe('chooseRankingLayout', () => {
  const frame = { columns: 2, height: 400, gap: 10 };
  it('takes the largest type that fits on one page', () => {
    const large = { heights: rows(12, 80), frame };
    const small = { heights: rows(12, 40), frame };
    expect(chooseRankingLayout([large, small])).toMatchObject({ layout: 1 });
    expect(chooseRankingLayout([small, large])).toMatchObject({ layout: 0 });
  });

  it('turns pages in the smallest type when nothing fits one page', () => {
    const chosen = chooseRankingLayout([
      { heights: rows(150, 80), frame },
      { heights: rows(150, 50), frame },
    ]);
    expect(chosen.layout).toBe(1);
    expect(chosen.pages).toHaveLength(13);
  });
});
