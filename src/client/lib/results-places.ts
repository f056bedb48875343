import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { VoteBreakdown } from '#shared/api.ts';
import { formatNumber } from './i18n/formatters.ts';

/** A place a ballot awards, by the breakdown field counting it. */
export type Place = keyof VoteBreakdown;

/** The three places a ballot awards, with the breakdown field counting each, and their short name. */
export const PLACES = [
  {
    key: 'firstPlace',
    label: msg({ message: '1st', comment: 'A ballot’s first place, on a chip' }),
  },
  {
    key: 'secondPlace',
    label: msg({ message: '2nd', comment: 'A ballot’s second place, on a chip' }),
  },
  {
    key: 'thirdPlace',
    label: msg({ message: '3rd', comment: 'A ballot’s third place, on a chip' }),
  },
] as const satisfies readonly { key: Place; label: MessageDescriptor }[];

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** The medal colour of a rank: gold, silver, bronze, or none below 3rd. */
export function medalOf(rank: number): string {
  return MEDALS[rank - 1] ?? 'none';
}

/** A place in the results as the reader's language writes it: "#1", "1.", "nº 1". */
export function placeText(i18n: I18n, rank: number): string {
  const place = formatNumber(rank, i18n.locale);
  return i18n._(msg({ message: `#${place}`, context: 'place in the results' }));
}

/** "1st place votes: 2", as screen readers announce a breakdown chip. */
export function votesLabel(i18n: I18n, place: Place, count: number): string {
  const votes = formatNumber(count, i18n.locale);
  switch (place) {
    case 'firstPlace':
      return i18n._(msg`1st place votes: ${votes}`);
    case 'secondPlace':
      return i18n._(msg`2nd place votes: ${votes}`);
    case 'thirdPlace':
      return i18n._(msg`3rd place votes: ${votes}`);
  }
}

/** "1st place votes", under the count it names. */
export function placeVotesLabel(i18n: I18n, place: Place): string {
  switch (place) {
    case 'firstPlace':
      return i18n._(msg`1st place votes`);
    case 'secondPlace':
      return i18n._(msg`2nd place votes`);
    case 'thirdPlace':
      return i18n._(msg`3rd place votes`);
  }
}

/** "point" or "points", after a number (`points`, shown beside it). */
export function pointsWord(i18n: I18n, points: number): string {
  return i18n._(
    msg({
      message: plural(points, { one: 'point', other: 'points' }),
      comment: 'The unit after a number of points shown just before it',
    }),
  );
}

/**
 * The tie explanations to show under one contestant, from tieBreakLines(): each
 * sentence once, though the contestant may be level with both neighbours.
 */
export function tieLinesOf(ties: ReadonlyMap<string, readonly string[]>, contestantId: string) {
  return [...new Set(ties.get(contestantId) ?? [])];
}

/** The heading level a block of results starts at: 2 on its own page, deeper inside a section. */
export type HeadingLevel = 2 | 3 | 4 | 5;

/** The element of a heading `below` levels under `level` (h6 at the deepest). */
export function headingTag(level: HeadingLevel, below = 0): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const tags = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;
  return tags[Math.min(level - 2 + below, tags.length - 1)] ?? 'h6';
}
