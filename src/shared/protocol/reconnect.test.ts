import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_LONGEST_MS, reconnectDelay } from './reconnect.ts';

describe('reconnect delay', () => {
  it('spreads the first attempt between half and all of the first wait', () => {
    expect(reconnectDelay(1, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(1, () => 0.999_999)).toBeCloseTo(RECONNECT_FIRST_MS, 2);
  });

  it('doubles its ceiling with each attempt, never past the longest wait', () => {
    expect(reconnectDelay(3, () => 0.999_999)).toBeCloseTo(RECONNECT_FIRST_MS * 4, 2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const delay = reconnectDelay(attempt, () => r);
          expect(delay).toBeGreaterThanOrEqual(RECONNECT_FIRST_MS / 2);
          expect(delay).toBeLessThanOrEqual(RECONNECT_LONGEST_MS);
          expect(delay).toBeGreaterThanOrEqual(
            reconnectDelay(Math.max(1, attempt - 1), () => r) - 1e-9,
          );
        },
      ),
    );
  });
});
