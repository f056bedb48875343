import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { ActivityTotals, Award, Contestant } from '#shared/api.ts';
import { MAX_AWARDS_PER_ROOM } from '#shared/constants.ts';

/**
 * How many contestants an award is open to: all of the room's, or those of
 * its chosen contestants still in the room.
 */
export function openToCount(award: Award, contestants: readonly Contestant[]): number {
  if (award.contestantIds === null) return contestants.length;
  const chosen = new Set(award.contestantIds);
  return contestants.filter((contestant) => chosen.has(contestant.id)).length;
}

/** What the dashboard says of an award's contestants: "All 4 contestants", "1 contestant". */
export function openToLabel(i18n: I18n, award: Award, contestants: readonly Contestant[]): string {
  const contestantCount = openToCount(award, contestants);
  return award.contestantIds === null && contestantCount > 0
    ? i18n._(
        msg`${plural(contestantCount, { one: 'All # contestant', other: 'All # contestants' })}`,
      )
    : i18n._(msg`${plural(contestantCount, { one: '# contestant', other: '# contestants' })}`);
}

/**
 * How many participants voted in an award. A room of one award counts in
 * `totals.ballots`; a room of more, in `totals.awards` (by id, so a new
 * order never mixes them up). Until the totals of a room that just gained
 * its second award arrive, its first award keeps the room's count and a
 * new one counts none.
 */
export function awardBallots(
  awards: readonly Award[],
  award: Award,
  totals: ActivityTotals,
): number {
  if (awards.length <= 1) return totals.ballots;
  const turnout = totals.awards?.find((entry) => entry.awardId === award.id);
  if (turnout) return turnout.ballots;
  return !totals.awards && awards[0]?.id === award.id ? totals.ballots : 0;
}

/** An award's turnout as the dashboard shows it: "212 of 300 voted". */
export function turnoutLabel(
  i18n: I18n,
  awards: readonly Award[],
  award: Award,
  totals: ActivityTotals,
): string {
  const votedCount = formatNumber(awardBallots(awards, award, totals), i18n.locale);
  const participantCount = formatNumber(totals.participants, i18n.locale);
  return i18n._(msg`${votedCount} of ${participantCount} voted`);
}

/** How an expo award is judged, as its row says: "Expo · 10 per judge"; null for a top three. */
export function expoLabel(i18n: I18n, award: Award): string | null {
  if (!award.expo) return null;
  const routeSize = formatNumber(award.expo.routeSize, i18n.locale);
  return i18n._(
    msg({
      message: `Expo · ${routeSize} per judge`,
      comment: 'routeSize: projects each judge sees',
    }),
  );
}

/** Why Add award is off, or null while the room may hold another award. */
export function addAwardBlocked(i18n: I18n, awards: readonly Award[]): string | null {
  const maxAwards = MAX_AWARDS_PER_ROOM;
  return awards.length >= maxAwards
    ? i18n._(
        msg`${plural(maxAwards, { one: 'A room holds at most # award.', other: 'A room holds at most # awards.' })}`,
      )
    : null;
}

/**
 * The awards with one moved a place up (-1) or down (+1). Null at either
 * end of the list, or for an award not in it.
 */
export function moveAward(awards: readonly Award[], awardId: string, step: -1 | 1): Award[] | null {
  const from = awards.findIndex((award) => award.id === awardId);
  const moving = awards[from];
  const other = awards[from + step];
  if (from < 0 || !moving || !other) return null;
  const next = [...awards];
  next[from + step] = moving;
  next[from] = other;
  return next;
}

/** Adds an award at the end, or replaces the one with its id where it stands. */
export function upsertAward(awards: readonly Award[], award: Award): Award[] {
  const at = awards.findIndex((a) => a.id === award.id);
  if (at < 0) return [...awards, award];
  return awards.map((a) => (a.id === award.id ? award : a));
}

export function withoutAward(awards: readonly Award[], awardId: string): Award[] {
  return awards.filter((award) => award.id !== awardId);
}

/**
 * A change the organiser made, shown ahead of the live list that will
 * confirm it: `awards` is `base` (the live list when it was made) with the
 * change applied.
 */
export type AwardsAhead = { base: readonly Award[]; awards: Award[] };

/** What to show: the change made ahead, until the live list moves on from its base. */
export function shownAwards(ahead: AwardsAhead | null, live: Award[]): Award[] {
  return ahead && ahead.base === live ? ahead.awards : live;
}

/**
 * One more change shown ahead of `live`, on top of any earlier one still
 * waiting. Changes apply by id, so one the live list already holds (its
 * `awards_changed` came before the answer) changes nothing.
 */
export function showAhead(
  ahead: AwardsAhead | null,
  live: Award[],
  change: (awards: readonly Award[]) => Award[],
): AwardsAhead {
  return { base: live, awards: change(shownAwards(ahead, live)) };
}
