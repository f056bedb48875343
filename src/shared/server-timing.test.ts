import { describe, expect, it } from 'vitest';
import { commitMs, commitTiming } from './server-timing.ts';

describe('the commit in Server-Timing', () => {
  it('reads back what it wrote, to a tenth of a millisecond', () => {
    expect(commitTiming(41.27)).toBe('commit;dur=41.3');
    expect(commitMs(commitTiming(41.27))).toBe(41.3);
  });

  it('finds the commit among other metrics, and nothing where none is named', () => {
    expect(commitMs('db;dur=3, commit;dur=12.5, total;dur=20')).toBe(12.5);
    expect(commitMs('db;dur=3')).toBeUndefined();
    expect(commitMs('precommit;dur=3')).toBeUndefined();
    expect(commitMs(undefined)).toBeUndefined();
  });
});
