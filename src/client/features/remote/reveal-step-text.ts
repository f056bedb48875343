import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
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
export const WINNER_STAYS_NOTE = msg`A winner once shown stays shown: Back stops here.`;

/**
 * What the big screen shows with this card up, naming its award when the
 * room has several: "Showing #2 of 3", "Best Design: showing the complete
 * rankings", "Showing the Best Design title card" (which names its award already).
 */
function showingWords(
  i18n: I18n,
  card: RevealCard | undefined,
  awards: readonly NamedAward[],
): string {
  if (!card) return i18n._(msg`Showing “Results are ready”`);
  const award = awards[card.award];
  const awardName = award?.awardName ?? '';
  if (card.kind === 'award') return i18n._(msg`Showing the ${awardName} title card`);
  const named = awards.length >= 2;
  if (card.kind === 'rankings') {
    return named
      ? i18n._(msg`${awardName}: showing the complete rankings`)
      : i18n._(msg`Showing the complete rankings`);
  }
  const place = formatNumber(card.place, i18n.locale);
  const podium = formatNumber(podiumSize(award?.finalScores ?? []), i18n.locale);
  return named
    ? i18n._(msg`${awardName}: showing #${place} of ${podium}`)
    : i18n._(msg`Showing #${place} of ${podium}`);
}

/** What Reveal next shows from here: "Next: #2", "Next: the Best Design title card". */
function nextWords(i18n: I18n, card: RevealCard, awards: readonly NamedAward[]): string {
  if (card.kind === 'award') {
    const awardName = awards[card.award]?.awardName ?? '';
    return i18n._(msg`Next: the ${awardName} title card`);
  }
  if (card.kind === 'rankings') return i18n._(msg`Next: the complete rankings`);
  if (card.place === 1) return i18n._(msg`Next: #1, the winner`);
  const place = formatNumber(card.place, i18n.locale);
  return i18n._(msg`Next: #${place}`);
}

/** How far the reveal has gone: "Step 2 of 4", and at the end that it is complete. */
function progressWords(i18n: I18n, at: number, cards: number, complete: boolean): string {
  const step = formatNumber(at, i18n.locale);
  const stepCount = formatNumber(cards, i18n.locale);
  return complete
    ? i18n._(msg`Step ${step} of ${stepCount}: the reveal is complete`)
    : i18n._(msg`Step ${step} of ${stepCount}`);
}

/**
 * The reveal at `step` (the room's reveal step) in words: what the big
 * screen shows, how far the reveal has gone, what Reveal next shows, and why
 * Back is not offered when the reveal has shown a winner it may not hide.
 */
export function revealStepText(
  i18n: I18n,
  awards: readonly NamedAward[],
  step: number,
): RevealStepText {
  const cards = revealCards(awards);
  if (cards.length === 0) {
    return {
      showing: i18n._(msg`No results to show: there were no contestants.`),
      progress: '',
      next: null,
      backNote: null,
    };
  }
  const at = Math.min(Math.max(step, 0), cards.length);
  const upcoming = cards[at];
  return {
    showing: showingWords(i18n, cards[at - 1], awards),
    progress: progressWords(i18n, at, cards.length, !upcoming),
    next: upcoming ? nextWords(i18n, upcoming, awards) : null,
    backNote: at > 0 && !canRevealBack(awards, at) ? i18n._(WINNER_STAYS_NOTE) : null,
  };
}
