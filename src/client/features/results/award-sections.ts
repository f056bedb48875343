import { awardsOf } from '#client/lib/results-awards.ts';
import type { Award, AwardResults, Results } from '#shared/api.ts';
import { votersLabel } from '#shared/blend-labels.ts';

/** One award on a results screen: its results, or, held for the reveal, its name only. */
export type AwardSection =
  | { kind: 'released'; award: AwardResults }
  | { kind: 'held'; awardId: string; awardName: string };

/**
 * The room's awards as a results screen lists them, in the organiser's
 * order: those whose results this screen has (always a leading part of the
 * list), then those the reveal has not released yet, by name. `awards` is
 * the room's list; without it, only the awards with results are known.
 */
export function awardSections(results: Results, awards: readonly Award[] = []): AwardSection[] {
  const released = awardsOf(results);
  const known = new Set(released.map((award) => award.awardId));
  return [
    ...released.map((award): AwardSection => ({ kind: 'released', award })),
    ...awards
      .filter((award) => !known.has(award.id))
      .map((award): AwardSection => ({ kind: 'held', awardId: award.id, awardName: award.name })),
  ];
}

/** The name of the award released last, for a screen reader to hear as more come out. */
export function latestReleased(sections: readonly AwardSection[]): string | null {
  const released = sections.filter((section) => section.kind === 'released');
  const last = released.at(-1);
  return last?.kind === 'released' ? last.award.awardName : null;
}

/** Who voted in a room's one award, in words, when not everyone; null otherwise. */
export function onlyAwardVoters(results: Pick<Results, 'awards'>): string | null {
  const [only] = results.awards;
  return only && only.voters !== 'everyone' ? votersLabel(only.voters, only.judgesWeight) : null;
}
