import type { FinalScore } from '#shared/api.ts';
import { tieBreaks } from '#shared/tie-break.ts';

/**
 * The tie explanations to show under a revealed podium place (0-based
 * `index` in the standings): against the place below it always, and
 * against the place above only once that one is revealed too, so that a
 * line never tells the room anything about a place still hidden.
 */
export function revealedTieLines(
  scores: readonly FinalScore[],
  index: number,
  aboveRevealed: boolean,
): string[] {
  const score = scores[index];
  if (!score) return [];
  const above = aboveRevealed ? scores[index - 1] : undefined;
  const below = scores[index + 1];
  const pairs = [above && [above, score], below && [score, below]];
  const lines = pairs.flatMap((pair) =>
    pair ? (tieBreaks(pair).get(score.contestantId) ?? []) : [],
  );
  // A full tie with both neighbours reads the same twice: say it once.
  return [...new Set(lines)];
}
