import { type AwardScores, awardsRevealed, revealCards } from './reveal.ts';

/**
 * Which way the staged reveal may move from a step, one step a press:
 * forward up to its last step; back down to step 0, except to before an
 * award's #1 once it has been shown. A winner once announced stays
 * announced: the results it released to phones and the public are never
 * taken back. The server refuses any other move; the organiser's screens
 * offer only these.
 */

/** Whether the reveal has a step after `step`. */
export function canRevealNext(awards: readonly AwardScores[], step: number): boolean {
  return step < revealCards(awards).length;
}

/** Whether the reveal may go back one step from `step`: not below 0, nor to before a shown #1. */
export function canRevealBack(awards: readonly AwardScores[], step: number): boolean {
  return step > 0 && awardsRevealed(awards, step - 1) === awardsRevealed(awards, step);
}
