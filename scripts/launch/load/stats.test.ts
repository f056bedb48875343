import { afterEach, describe, expect, it, vi } from 'vitest';
import { alternate, percentile, printTable } from './stats.ts';

describe('the bench figures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes percentiles by nearest rank, and none of nothing', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 95)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('measures each contender in every slice and keeps the median rate', async () => {
    const rates = [10, 30, 20];
    let slice = 0;
    const measured = await alternate(
      {
        fixed: {
          slice: async () => ({
            ops: 1,
            seconds: 1,
            perSecond: rates[slice++] ?? 0,
            latenciesMs: [slice],
          }),
        },
      },
      { slices: 3, sliceMs: 1 },
    );
    expect(measured.fixed.perSecond).toBe(20);
    expect(measured.fixed.latenciesMs).toEqual([1, 2, 3]);
  });

  it('prints n/a for a ratio without a baseline rather than NaN or Infinity', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    printTable([
      { name: 'joins failed', ours: 0, baseline: 0, unit: '', against: 'raw' },
      { name: 'rate', ours: 5, baseline: 10, unit: '/s', against: 'raw' },
    ]);
    expect(printed.join('\n')).toMatch(/joins failed\s+0\s+0\s+n\/a\s+raw/);
    expect(printed.join('\n')).toMatch(/rate\s+5 \/s\s+10 \/s\s+0\.50x\s+raw/);
  });
});
