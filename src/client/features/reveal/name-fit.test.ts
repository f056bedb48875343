import { describe, expect, it } from 'vitest';
import { nameFit } from './name-fit.ts';

describe('nameFit', () => {
  it('keeps short names at full size and shrinks long ones by the square root of their length', () => {
    expect(nameFit('Pixel Pals')).toBe(1);
    expect(nameFit('x'.repeat(20))).toBe(1);
    expect(nameFit('x'.repeat(80))).toBeCloseTo(0.5);
    expect(nameFit('')).toBe(1);
  });
});
