import type { VoteBreakdown } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';

/** The three places a ballot awards, with the breakdown field counting each. */
export const PLACES = [
  { key: 'firstPlace', label: '1st' },
  { key: 'secondPlace', label: '2nd' },
  { key: 'thirdPlace', label: '3rd' },
] as const satisfies readonly { key: keyof VoteBreakdown; label: string }[];

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** The medal colour of a rank: gold, silver, bronze, or none below 3rd. */
export function medalOf(rank: number): string {
  return MEDALS[rank - 1] ?? 'none';
}

/** "1st place votes: 2", as screen readers announce a breakdown chip. */
export function votesLabel(place: string, count: number): string {
  return `${place} place votes: ${formatCount(count)}`;
}

/** "point" or "points", after a number. */
export function pointsWord(points: number): string {
  return points === 1 ? 'point' : 'points';
}

/**
 * The tie explanations to show under one contestant, from tieBreaks(): each
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
