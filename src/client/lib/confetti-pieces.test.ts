import { describe, expect, it } from 'vitest';
import {
  CONFETTI_COLOURS,
  CONFETTI_MAX_FALL_MS,
  CONFETTI_MIN_FALL_MS,
  CONFETTI_PIECES,
} from '#shared/constants.ts';
import { burstDurationMs, confettiPieces } from './confetti-pieces.ts';

describe('confettiPieces', () => {
  it('makes 50 dots in all 5 colours', () => {
    const pieces = confettiPieces();
    expect(pieces).toHaveLength(CONFETTI_PIECES);
    expect(new Set(pieces.map((piece) => piece.colour)).size).toBe(CONFETTI_COLOURS);
  });

  it('lets each dot fall for 3 to 5 seconds', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999999]) {
      for (const piece of confettiPieces(random)) {
        expect(piece.fallMs).toBeGreaterThanOrEqual(CONFETTI_MIN_FALL_MS);
        expect(piece.fallMs).toBeLessThanOrEqual(CONFETTI_MAX_FALL_MS);
        expect(piece.leftPercent).toBeGreaterThanOrEqual(0);
        expect(piece.leftPercent).toBeLessThanOrEqual(100);
      }
    }
  });

  it('lasts as long as its slowest dot', () => {
    expect(burstDurationMs(confettiPieces(() => 0))).toBe(CONFETTI_MIN_FALL_MS);
    expect(burstDurationMs(confettiPieces(() => 1))).toBe(CONFETTI_MAX_FALL_MS);
    expect(burstDurationMs([])).toBe(0);
  });
});
