import type { FinalScore, Results } from './api.ts';

/**
 * The staged reveal on the big screen: each step shows the next place from
 * the lowest podium place up to #1, then the complete ranking (when there is
 * one, that is with more than 3 contestants).
 */

/** How many places stand on the podium: 3, or fewer with fewer contestants. */
export function podiumSize(finalScores: readonly FinalScore[]): number {
  return Math.min(3, finalScores.length);
}

/** The step that reveals #1. */
export function winnerStep(finalScores: readonly FinalScore[]): number {
  return podiumSize(finalScores);
}

/** Every step of the reveal: the podium places, then the complete ranking if there is one. */
export function revealStepCount(finalScores: readonly FinalScore[]): number {
  return podiumSize(finalScores) + (finalScores.length > 3 ? 1 : 0);
}

/** The podium places (1-based ranks) a reveal at this step shows. */
export function revealedPlaces(finalScores: readonly FinalScore[], step: number): number[] {
  const podium = podiumSize(finalScores);
  const shown = Math.min(Math.max(step, 0), podium);
  return Array.from({ length: shown }, (_, index) => podium - index);
}

/**
 * Whether participants and the public may see the results: at once, unless
 * the organiser holds them for the reveal; then once the reveal shows #1.
 */
export function resultsReleased(
  room: { holdResults: boolean; revealStep: number },
  results: Pick<Results, 'finalScores'>,
): boolean {
  return !room.holdResults || room.revealStep >= winnerStep(results.finalScores);
}
