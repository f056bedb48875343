import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { FinalScore } from '#shared/api.ts';

/** One contestant a participant ranked, and where it finished. */
export type OwnPick = { contestantId: string; name: string; pick: string; rank: number };

/** "Your 1st pick" for the contestant ranked first on the participant's ballot. */
export function pickLabel(i18n: I18n, pickIndex: number): string {
  const pickNumber = pickIndex + 1;
  return i18n._(
    msg`Your ${selectOrdinal(pickNumber, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} pick`,
  );
}

/** The participant's picks, in their order, each with the place it finished; unknown ids are left out. */
export function ownPicks(
  i18n: I18n,
  picks: readonly string[] | undefined,
  scores: readonly FinalScore[],
): OwnPick[] {
  if (!picks) return [];
  const byId = new Map(scores.map((score) => [score.contestantId, score]));
  return picks.flatMap((contestantId, index) => {
    const score = byId.get(contestantId);
    return score
      ? [
          {
            contestantId,
            name: score.contestantName,
            pick: pickLabel(i18n, index),
            rank: score.rank,
          },
        ]
      : [];
  });
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": a place in words a phone reads out well. */
export function placeWord(i18n: I18n, rank: number): string {
  return i18n._(msg`${selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`);
}

/** "Your 1st pick, Alpha, finished 4th", and "(on the podium)" when it made the top 3. */
export function pickFinish(i18n: I18n, { pick, name, rank }: OwnPick): string {
  const contestantName = name;
  // "Your 1st pick", worded by pickLabel.
  const yourPick = pick;
  return rank <= 3
    ? i18n._(
        msg`${yourPick}, ${contestantName}, finished ${selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (on the podium)`,
      )
    : i18n._(
        msg`${yourPick}, ${contestantName}, finished ${selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
      );
}

/**
 * The id of a contestant's row in Complete Rankings, so that a pick can lead
 * to it; `awardId` tells the rows of one award from another's when a page
 * lists several.
 */
export function rankingRowId(contestantId: string, awardId?: string): string {
  return awardId ? `ranking-${awardId}-${contestantId}` : `ranking-${contestantId}`;
}
