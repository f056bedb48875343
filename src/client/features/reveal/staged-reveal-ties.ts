import type { I18n } from '@lingui/core';
import { tieBreakLines } from '#client/lib/tie-wording.ts';
import type { FinalScore } from '#shared/api.ts';
import { isHiddenPlace } from '#shared/reveal.ts';

/**
 * The tie explanations to show under a revealed podium place (0-based
 * `index` in the standings): against the place below it once that one is
 * shown (below the podium, only with the complete ranking: staged results
 * hide it), and against the place above only once that one is revealed too,
 * so that a line never tells the room anything about a place still hidden.
 * Worded in `i18n`'s language: the big screen's, the room's.
 */
export function revealedTieLines(
  scores: readonly FinalScore[],
  index: number,
  aboveRevealed: boolean,
  i18n: I18n,
): string[] {
  const score = scores[index];
  if (!score) return [];
  const above = aboveRevealed ? scores[index - 1] : undefined;
  // Below the podium, a place is on the screen only with the complete ranking.
  const next = scores[index + 1];
  const below = next && !isHiddenPlace(next) ? next : undefined;
  const pairs = [above && [above, score], below && [score, below]];
  const lines = pairs.flatMap((pair) =>
    pair ? (tieBreakLines(pair, i18n).get(score.contestantId) ?? []) : [],
  );
  // A full tie with both neighbours reads the same twice: say it once.
  return [...new Set(lines)];
}
