import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Award, Contestant } from '#shared/api.ts';

/** An award's contestants in the room's order: all of them when it is open to all. */
export function awardContestants(award: Award, contestants: Contestant[]): Contestant[] {
  if (award.contestantIds === null) return contestants;
  const open = new Set(award.contestantIds);
  return contestants.filter((contestant) => open.has(contestant.id));
}

/**
 * The award to open after a ballot went in: the first one after `from`, in
 * the organiser's order and round to the start, not yet voted in; null when
 * every award has its ballot.
 */
export function nextUnvotedAward(
  awards: readonly Award[],
  voted: ReadonlySet<string>,
  from: string,
): string | null {
  const start = awards.findIndex((award) => award.id === from);
  for (let step = 1; step <= awards.length; step++) {
    const award = awards[(start + step) % awards.length];
    if (award && !voted.has(award.id)) return award.id;
  }
  return null;
}

/**
 * The tab to show: the one wanted (the last open, kept on the device) while
 * the award is still there; else, after the organiser removed it, the award
 * that took its place (`place`, its index), or the last; the first when
 * nothing was open.
 */
export function tabToOpen(awards: readonly Award[], wanted: string | null, place = 0): string {
  if (wanted !== null && awards.some((award) => award.id === wanted)) return wanted;
  return (awards[Math.min(place, awards.length - 1)] ?? awards[0])?.id ?? '';
}

/** "Voted in M of N awards": how far the participant is through the room's awards. */
export function votedProgress(
  i18n: I18n,
  awards: readonly Award[],
  voted: ReadonlySet<string>,
): string {
  const votedCount = formatNumber(
    awards.filter((award) => voted.has(award.id)).length,
    i18n.locale,
  );
  const awardCount = awards.length;
  // English says "awards" even of one (the tabs show for a room of several awards).
  return i18n._(msg`${plural(awardCount, { other: `Voted in ${votedCount} of # awards` })}`);
}
