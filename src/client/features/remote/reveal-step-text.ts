import { type AwardScores, podiumSize, type RevealCard, revealCards } from '#shared/reveal.ts';
import { canRevealBack } from '#shared/reveal-moves.ts';

/** An award's results as the remote names them. */
export type NamedAward = AwardScores & { awardName: string };

/** Where the staged reveal is, in words, for the organiser's remote. */
export type RevealStepText = {
  /** What the big screen shows now: "Showing #2 of 3", "Best Design: showing #2 of 3". */
  showing: string;
  /** How far the reveal has gone: "Step 2 of 4"; empty when it has no steps. */
  progress: string;
  /** What Reveal next shows: "Next: #1, the winner"; null once the reveal is complete. */
  next: string | null;
  /** Why Back is not offered although the reveal has begun; null when it is offered. */
  backNote: string | null;
};

/** Said on the remote when Back would hide a winner already shown. */
export const WINNER_STAYS_NOTE = 'A winner once shown stays shown: Back stops here.';

/** A card of the reveal in words: "#2 of 3", "the complete rankings", "the Best Design title card". */
function cardWords(card: RevealCard, awards: readonly NamedAward[]): string {
  const award = awards[card.award];
  if (card.kind === 'award') return `the ${award?.awardName ?? ''} title card`;
  if (card.kind === 'rankings') return 'the complete rankings';
  return `#${card.place} of ${podiumSize(award?.finalScores ?? [])}`;
}

/** What the big screen shows with this card up, naming its award when the room has several. */
function showingWords(card: RevealCard | undefined, awards: readonly NamedAward[]): string {
  if (!card) return 'Showing “Results are ready”';
  const what = cardWords(card, awards);
  // A title card names its award already.
  if (awards.length < 2 || card.kind === 'award') return `Showing ${what}`;
  return `${awards[card.award]?.awardName ?? ''}: showing ${what}`;
}

/** What Reveal next shows from here. */
function nextWords(card: RevealCard, awards: readonly NamedAward[]): string {
  const words = cardWords(card, awards);
  if (card.kind !== 'place') return `Next: ${words}`;
  return card.place === 1 ? 'Next: #1, the winner' : `Next: #${card.place}`;
}

/**
 * The reveal at `step` (the room's reveal step) in words: what the big
 * screen shows, how far the reveal has gone, what Reveal next shows, and why
 * Back is not offered when the reveal has shown a winner it may not hide.
 */
export function revealStepText(awards: readonly NamedAward[], step: number): RevealStepText {
  const cards = revealCards(awards);
  if (cards.length === 0) {
    return {
      showing: 'No results to show: there were no contestants.',
      progress: '',
      next: null,
      backNote: null,
    };
  }
  const at = Math.min(Math.max(step, 0), cards.length);
  const upcoming = cards[at];
  return {
    showing: showingWords(cards[at - 1], awards),
    progress: upcoming
      ? `Step ${at} of ${cards.length}`
      : `Step ${at} of ${cards.length}: the reveal is complete`,
    next: upcoming ? nextWords(upcoming, awards) : null,
    backNote: at > 0 && !canRevealBack(awards, at) ? WINNER_STAYS_NOTE : null,
  };
}
