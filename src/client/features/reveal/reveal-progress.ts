import type { FinalScore } from '#shared/api.ts';
import { type AwardScores, revealCards, revealedPlaces } from '#shared/reveal.ts';

/**
 * What the big screen shows at a step of the reveal:
 * - `ready`: nothing revealed yet;
 * - `title`: an award's title card (rooms of several awards only);
 * - `podium`: an award's podium, its `revealed` places (1-based, lowest first);
 * - `rankings`: an award's complete ranking.
 * `award` is the award's index in the organiser's order.
 */
export type RevealScreen =
  | { kind: 'ready' }
  | { kind: 'title'; award: number }
  | { kind: 'podium'; award: number; revealed: number[] }
  | { kind: 'rankings'; award: number };

/** The screen at `step` (the room's reveal step; past the last card, the last card stays). */
export function revealScreen(awards: readonly AwardScores[], step: number): RevealScreen {
  const cards = revealCards(awards);
  const at = Math.min(Math.max(step, 0), cards.length);
  const card = cards[at - 1];
  if (!card) return { kind: 'ready' };
  if (card.kind === 'award') return { kind: 'title', award: card.award };
  if (card.kind === 'rankings') return { kind: 'rankings', award: card.award };
  const shown = cards
    .slice(0, at)
    .filter((each) => each.kind === 'place' && each.award === card.award).length;
  const scores = awards[card.award]?.finalScores ?? [];
  return { kind: 'podium', award: card.award, revealed: revealedPlaces(scores, shown) };
}

/** The steps (1-based) at which the reveal shows an award's #1: the moments for confetti. */
export function winnerSteps(awards: readonly AwardScores[]): number[] {
  return revealCards(awards).flatMap((card, index) =>
    card.kind === 'place' && card.place === 1 ? [index + 1] : [],
  );
}

/** An award's scores in rank order, as the big screen lays them out. */
export function inRankOrder(finalScores: readonly FinalScore[]): FinalScore[] {
  return [...finalScores].sort((a, b) => a.rank - b.rank);
}
