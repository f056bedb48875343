import {
  CONFETTI_COLOURS,
  CONFETTI_MAX_FALL_MS,
  CONFETTI_MIN_FALL_MS,
  CONFETTI_PIECES,
} from '#shared/constants.ts';

/** One falling dot: where it starts, how it looks and how long it falls. */
export type ConfettiPiece = {
  id: number;
  /** 0 to CONFETTI_COLOURS - 1; each colour is a CSS class. */
  colour: number;
  /** Horizontal start, percent of the viewport width. */
  leftPercent: number;
  /** Diameter in pixels. */
  sizePx: number;
  /** Sideways drift over the fall, in pixels (negative is leftwards). */
  driftPx: number;
  /** Turns over the fall, in degrees. */
  spinDeg: number;
  fallMs: number;
};

/** A burst of CONFETTI_PIECES dots, every colour used, each falling 3 to 5 s. */
export function confettiPieces(random: () => number = Math.random): ConfettiPiece[] {
  const between = (min: number, max: number) => min + random() * (max - min);
  return Array.from({ length: CONFETTI_PIECES }, (_, id) => ({
    id,
    colour: id % CONFETTI_COLOURS,
    leftPercent: Math.round(between(0, 100) * 10) / 10,
    sizePx: Math.round(between(8, 14)),
    driftPx: Math.round(between(-80, 80)),
    spinDeg: Math.round(between(-540, 540)),
    fallMs: Math.round(between(CONFETTI_MIN_FALL_MS, CONFETTI_MAX_FALL_MS)),
  }));
}

/** How long a burst stays on screen: its slowest dot. */
export function burstDurationMs(pieces: readonly ConfettiPiece[]): number {
  return pieces.reduce((longest, piece) => Math.max(longest, piece.fallMs), 0);
}
