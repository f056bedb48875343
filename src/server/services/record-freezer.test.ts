import { describe, expect, it } from 'vitest';
import { resultsFirstMs } from './record-freezer.ts';

describe('how long the record waits for the results to reach the phones', () => {
  it('grows with the voters, from a moment for a small room to a bound for a huge one', () => {
    expect(resultsFirstMs(0)).toBe(50);
    expect(resultsFirstMs(12)).toBeCloseTo(53);
    expect(resultsFirstMs(8_000)).toBe(2_050);
    expect(resultsFirstMs(40_000)).toBe(10_050);
    expect(resultsFirstMs(1_000_000)).toBe(12_000);
  });
});
