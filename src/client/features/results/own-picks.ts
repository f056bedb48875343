import type { FinalScore } from '#shared/api.ts';

const ORDINALS = ['1st', '2nd', '3rd'];

/** One contestant a participant ranked, and where it finished. */
export type OwnPick = { contestantId: string; name: string; pick: string; rank: number };

/** "Your 1st pick" for the contestant ranked first on the participant's ballot. */
export function pickLabel(pickIndex: number): string {
  return `Your ${ORDINALS[pickIndex] ?? `${pickIndex + 1}th`} pick`;
}

/** The participant's picks, in their order, each with the place it finished; unknown ids are left out. */
export function ownPicks(
  picks: readonly string[] | undefined,
  scores: readonly FinalScore[],
): OwnPick[] {
  if (!picks) return [];
  const byId = new Map(scores.map((score) => [score.contestantId, score]));
  return picks.flatMap((contestantId, index) => {
    const score = byId.get(contestantId);
    return score
      ? [{ contestantId, name: score.contestantName, pick: pickLabel(index), rank: score.rank }]
      : [];
  });
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": a place in words a phone reads out well. */
export function placeWord(rank: number): string {
  const lastTwo = rank % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${rank}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th';
  return `${rank}${rank % 10 > 3 ? 'th' : suffix}`;
}

/**
 * The id of a contestant's row in Complete Rankings, so that a pick can lead
 * to it; `awardId` tells the rows of one award from another's when a page
 * lists several.
 */
export function rankingRowId(contestantId: string, awardId?: string): string {
  return awardId ? `ranking-${awardId}-${contestantId}` : `ranking-${contestantId}`;
}
