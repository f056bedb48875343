import { describe, expect, it } from 'vitest';
import { FULL, QUICK } from './profile.ts';

describe('the bench profiles', () => {
  it('keeps the quick run smaller than the full run in every size', () => {
    for (const key of [
      'fanOutSockets',
      'joins',
      'dashboards',
      'crossNodeRounds',
      'sliceMs',
      'rehearsalVoters',
      'rehearsalSeconds',
      'rehearsalPeople',
    ] as const) {
      expect(QUICK[key]).toBeLessThan(FULL[key]);
    }
    expect(FULL.fanOutSockets).toBe(5_000);
    expect(FULL.joins).toBe(10_000);
    expect(FULL.dashboards).toBe(50);
    expect(FULL.rehearsalVoters).toBe(2_000);
  });
});
