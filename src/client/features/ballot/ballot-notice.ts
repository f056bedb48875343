import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  i18n: I18n,
  adjustment: OwnBallotAdjustment,
  contestants: readonly Contestant[],
): string {
  const { contestantName, reason } = adjustment;
  if (!adjustment.ballot) {
    if (reason === 'team')
      return i18n._(
        msg`The organiser put you in ${contestantName}'s team; your ballot is now empty — rank again to vote.`,
      );
    if (reason === 'conflict')
      return i18n._(
        msg`The organiser noted your conflict of interest with ${contestantName}; your ballot is now empty — rank again to vote.`,
      );
    return i18n._(
      msg`${contestantName} was removed by the organiser; your ballot is now empty — rank again to vote.`,
    );
  }
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  const rankedNames = [...adjustment.ballot.rankings]
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => names.get(entry.contestantId) ?? i18n._(msg`a removed contestant`))
    .join(', ');
  if (reason === 'team')
    return i18n._(
      msg`The organiser put you in ${contestantName}'s team; your ballot now ranks ${rankedNames}.`,
    );
  if (reason === 'conflict')
    return i18n._(
      msg`The organiser noted your conflict of interest with ${contestantName}; your ballot now ranks ${rankedNames}.`,
    );
  return i18n._(
    msg`${contestantName} was removed by the organiser; your ballot now ranks ${rankedNames}.`,
  );
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
  i18n: I18n,
  gone: Contestant,
  ranked: readonly string[],
  voted: boolean,
  contestants: readonly Contestant[],
): string {
  const contestantName = gone.name;
  if (!voted) return i18n._(msg`${contestantName} was removed by the organiser.`);
  const rankings = ranked
    .filter((id) => id !== gone.id)
    .map((contestantId, index) => ({ contestantId, rank: index + 1 }));
  return adjustmentNotice(
    i18n,
    { contestantName, ballot: rankings.length > 0 ? { rankings } : null },
    contestants,
  );
}

/** A notice about one award's ballot, in a room of several: it starts with the award's name. */
export function inAward(i18n: I18n, awardName: string, notice: string): string {
  return i18n._(msg`${awardName}: ${notice}`);
}
