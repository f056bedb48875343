import type { AwardResults, FinalScore, Results } from './api.ts';

/**
 * The staged reveal on the big screen: each step shows the next place from
 * the lowest podium place up to #1, then the complete ranking (when there is
 * one, that is with more than 3 contestants). A room of several awards
 * reveals them in the organiser's order, each opened by a title card.
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

/** One step of a room's reveal: an award's title card, one of its places, or its complete ranking. */
export type RevealCard =
  | { kind: 'award'; award: number }
  | { kind: 'place'; award: number; place: number }
  | { kind: 'rankings'; award: number };

/** What the reveal needs of an award's results: its final scores. */
export type AwardScores = { finalScores: readonly FinalScore[] };

/**
 * Every step of a room's reveal, in order. A room of one award has no title
 * card: its steps are the places from the lowest podium place up to #1, then
 * the complete ranking, exactly as `revealStepCount` counts them.
 */
export function revealCards(awards: readonly AwardScores[]): RevealCard[] {
  const titled = awards.length > 1;
  return awards.flatMap(({ finalScores }, award): RevealCard[] => [
    ...(titled ? [{ kind: 'award', award } as const] : []),
    ...Array.from({ length: podiumSize(finalScores) }, (_, index) => ({
      kind: 'place' as const,
      award,
      place: podiumSize(finalScores) - index,
    })),
    ...(finalScores.length > 3 ? [{ kind: 'rankings', award } as const] : []),
  ]);
}

/**
 * How many of the awards, from the first, a reveal at this step has
 * released: an award is out once its #1 is shown (or, with no contestants,
 * its title card).
 */
export function awardsRevealed(awards: readonly AwardScores[], step: number): number {
  const cards = revealCards(awards).slice(0, Math.max(step, 0));
  let released = 0;
  for (const [award, { finalScores }] of awards.entries()) {
    const out = cards.some((card) =>
      finalScores.length === 0
        ? card.award === award
        : card.kind === 'place' && card.award === award && card.place === 1,
    );
    if (!out) break;
    released = award + 1;
  }
  // A room of one award without contestants has no card at all: nothing to wait for.
  return awards.length === 1 && awards[0]?.finalScores.length === 0 ? 1 : released;
}

/** What the reveal needs of a room: whether it holds its results, the step shown, a rehearsal. */
export type RevealRoom = {
  holdResults: boolean;
  revealStep: number;
  rehearsal: { voters: number } | null;
};

/**
 * Whether the results go out through the reveal only: when the organiser
 * holds them, and always in a rehearsal (whose results never reach phones
 * or the public, only the big screens).
 */
export function resultsThroughReveal(room: RevealRoom): boolean {
  return room.holdResults || room.rehearsal !== null;
}

/**
 * How many of the room's awards, from the first, participants and the
 * public may see: all of them at once, unless the organiser holds the
 * results for the reveal; then each once the reveal shows its #1. None of a
 * rehearsal's.
 */
export function releasedAwardCount(
  room: RevealRoom,
  results: { awards: readonly AwardScores[] },
): number {
  if (room.rehearsal !== null) return 0;
  return room.holdResults ? awardsRevealed(results.awards, room.revealStep) : results.awards.length;
}

/**
 * Whether participants and the public may see any of the results: at once,
 * unless the organiser holds them for the reveal; then once the reveal shows
 * the first award's #1.
 */
export function resultsReleased(
  room: RevealRoom,
  results: { awards: readonly AwardScores[] },
): boolean {
  return releasedAwardCount(room, results) > 0;
}

/**
 * Whether every audience that follows the room has the whole results: at
 * once when the organiser does not hold them; when held, once the reveal
 * has shown its last step. Never a rehearsal's, which only the big screens
 * follow, place by place.
 */
export function resultsOutWhole(
  room: RevealRoom,
  results: { awards: readonly AwardScores[] },
): boolean {
  if (!resultsThroughReveal(room)) return true;
  return room.rehearsal === null && room.revealStep >= revealCards(results.awards).length;
}

/** A place the reveal has not shown yet: its rank only, nothing of who holds it or their votes. */
function hiddenPlace(rank: number): FinalScore {
  return {
    contestantId: '',
    contestantName: '',
    totalPoints: 0,
    rank,
    voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
  };
}

/** Whether a place of staged results is one the reveal has not shown yet (`stagedResults`). */
export function isHiddenPlace(score: FinalScore): boolean {
  return score.contestantId === '';
}

/**
 * The results as far as a reveal at `step` has shown them, and no further:
 * every place not yet on the big screen keeps its rank but loses its
 * contestant and votes, an award's winner is named once its #1 is shown,
 * and the ballot record's fingerprint comes with the last step. The steps
 * (`revealCards`) stay those of the whole results. What a screen link is
 * sent, and what the presenter draws.
 */
export function stagedResults(results: Results, step: number): Results {
  const cards = revealCards(results.awards);
  if (step >= cards.length) return results;
  const shown = cards.slice(0, Math.max(step, 0));
  const awards = results.awards.map((award, index): AwardResults => {
    const podium = podiumSize(award.finalScores);
    const rankings = shown.some((card) => card.kind === 'rankings' && card.award === index);
    const places = new Set(
      shown.flatMap((card) => (card.kind === 'place' && card.award === index ? [card.place] : [])),
    );
    const visible = (place: number) => rankings || (place <= podium && places.has(place));
    return {
      ...award,
      finalScores: [...award.finalScores]
        .sort((a, b) => a.rank - b.rank)
        .map((score, at) => (visible(at + 1) ? score : hiddenPlace(score.rank))),
      winnerId: visible(1) ? award.winnerId : null,
    };
  });
  const { fingerprint: _sealed, ...rest } = results;
  const first = awards[0];
  return {
    ...rest,
    awards,
    finalScores: first ? first.finalScores : [],
    winnerId: first ? first.winnerId : null,
  };
}

/**
 * What a screen link may see of a room's results: all of them when the
 * organiser lets them reach phones at once; while they are held for the
 * reveal (or in a rehearsal), only what the reveal has shown (`stagedResults`).
 */
export function screenResults(room: RevealRoom, results: Results): Results {
  return resultsThroughReveal(room) ? stagedResults(results, room.revealStep) : results;
}
