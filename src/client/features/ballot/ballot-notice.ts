import type { Contestant } from '#shared/api.ts';

/** The participant's own ballot after a contestant it ranked was removed (null: left empty). */
export type OwnBallotAdjustment = {
  contestantName: string;
  /** The award the ballot is in; named only in a room of several. */
  awardName?: string;
  /** Why it left the ballot: removed (unless said), or now their team or a judge's conflict. */
  reason?: 'removed' | 'team' | 'conflict';
  ballot: { rankings: readonly { contestantId: string; rank: number }[] } | null;
};

/**
 * What a phone says when the organiser's removal changed its ballot: the
 * picks it now ranks, in rank order, or that it is empty and must be ranked
 * again.
 */
export function adjustmentNotice(
  adjustment: OwnBallotAdjustment,
  contestants: readonly Contestant[],
): string {
  const name = adjustment.contestantName;
  const removed =
    adjustment.reason === 'team'
      ? `The organiser put you in ${name}'s team`
      : adjustment.reason === 'conflict'
        ? `The organiser noted your conflict of interest with ${name}`
        : `${name} was removed by the organiser`;
  if (!adjustment.ballot) return `${removed}; your ballot is now empty — rank again to vote.`;
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  const ranked = [...adjustment.ballot.rankings]
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => names.get(entry.contestantId) ?? 'a removed contestant');
  return `${removed}; your ballot now ranks ${ranked.join(', ')}.`;
}

/**
 * The contestant that left the room from among these ranked ones, between
 * two lists of the room's contestants; undefined if none did.
 */
export function removedFromRanking(
  before: readonly Contestant[],
  after: readonly Contestant[],
  ranked: readonly string[],
): Contestant | undefined {
  const still = new Set(after.map((c) => c.id));
  return before.find((c) => ranked.includes(c.id) && !still.has(c.id));
}

/**
 * What a phone says when a contestant it ranked left the room and the
 * server's word on its ballot did not come with it (the room was read again
 * instead): a submitted ballot lost it by the server's rule, the others
 * moving up; a ranking not yet sent just lost it.
 */
export function removalNotice(
  gone: Contestant,
  ranked: readonly string[],
  voted: boolean,
  contestants: readonly Contestant[],
): string {
  if (!voted) return `${gone.name} was removed by the organiser.`;
  const rankings = ranked
    .filter((id) => id !== gone.id)
    .map((contestantId, index) => ({ contestantId, rank: index + 1 }));
  return adjustmentNotice(
    { contestantName: gone.name, ballot: rankings.length > 0 ? { rankings } : null },
    contestants,
  );
}

/** A notice about one award's ballot, in a room of several: it starts with the award's name. */
export function inAward(awardName: string, notice: string): string {
  return `${awardName}: ${notice}`;
}
