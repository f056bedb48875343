import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { awardsOf } from '#client/lib/results-awards.ts';
import type { Award, AwardResults, Results } from '#shared/api.ts';
import type { AwardVoters } from '#shared/constants.ts';

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

/**
 * Who votes in an award, in words: "Judges only", or a blend's weights
 * ("Judges 70% · Audience 30%"), as #shared/blend-labels.ts says them in files.
 */
export function votersWording(i18n: I18n, voters: AwardVoters, weight: number | null): string {
  switch (voters) {
    case 'everyone':
      return i18n._(msg({ message: 'Everyone', context: 'who votes in an award' }));
    case 'judges':
      return i18n._(msg`Judges only`);
    case 'audience':
      return i18n._(msg`Audience only`);
    case 'judges_and_audience': {
      if (weight === null) return i18n._(msg`Judges and audience`);
      const judgesWeight = formatNumber(weight, i18n.locale);
      const audienceWeight = formatNumber(100 - weight, i18n.locale);
      return i18n._(msg`Judges ${judgesWeight}% · Audience ${audienceWeight}%`);
    }
  }
}

/** Who voted in a room's one award, in words, when not everyone; null otherwise. */
export function onlyAwardVoters(i18n: I18n, results: Pick<Results, 'awards'>): string | null {
  const [only] = results.awards;
  return only && only.voters !== 'everyone'
    ? votersWording(i18n, only.voters, only.judgesWeight)
    : null;
}
