import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Award, Ballot, Contestant } from '#shared/api.ts';
import { votesIn } from '#shared/award-voters.ts';
import type { Judge } from '#shared/judges.ts';

/**
 * How far a judge got: "Voted in 2 of 3 awards", counting only the awards
 * judges vote in, since an award of the audience only is none of theirs.
 */
export function votedLabel(
  i18n: I18n,
  judge: Pick<Judge, 'votedAwardIds'>,
  awards: readonly Award[],
): string {
  const open = awards.filter((award) => votesIn(award.voters, true));
  if (open.length === 0) return i18n._(msg`No award is open to judges`);
  const voted = new Set(judge.votedAwardIds);
  const votedCount = formatNumber(open.filter((award) => voted.has(award.id)).length, i18n.locale);
  const awardCount = open.length;
  return i18n._(
    msg`${plural(awardCount, {
      one: `Voted in ${votedCount} of # award`,
      other: `Voted in ${votedCount} of # awards`,
    })}`,
  );
}

/**
 * The contestants a judge may not rank, by name in the room's order
 * ("Conflicts: Alpha, Bravo"), or null for none. An id whose contestant has
 * left the room names no one, so it is left out.
 */
export function conflictsSummary(
  i18n: I18n,
  judge: Pick<Judge, 'conflictIds'>,
  contestants: readonly Contestant[],
): string | null {
  const conflicts = new Set(judge.conflictIds);
  const names = contestants.filter((c) => conflicts.has(c.id)).map((c) => c.name);
  if (names.length === 0) return null;
  const contestantNames = names.join(
    i18n._(msg({ message: ', ', comment: 'Between names in a list' })),
  );
  return i18n._(msg`Conflicts: ${contestantNames}`);
}

/**
 * The full set of conflicts once one box is ticked or cleared, in the room's
 * order: the server takes the whole set each time, never a change to it.
 */
export function toggledConflicts(
  conflictIds: readonly string[],
  contestantId: string,
  conflicted: boolean,
  contestants: readonly Contestant[],
): string[] {
  const next = new Set(conflictIds);
  if (conflicted) next.add(contestantId);
  else next.delete(contestantId);
  return contestants.filter((c) => next.has(c.id)).map((c) => c.id);
}

/**
 * What the judges' ballots among the latest ones are: it changes when a judge
 * votes or changes a ballot, which changes what the Judges panel shows.
 */
export function judgeBallotsKey(ballots: readonly Ballot[]): string {
  return ballots
    .filter((ballot) => ballot.judge)
    .map((ballot) => `${ballot.id}@${ballot.updatedAt}`)
    .join(' ');
}

/** The client's own check of a judge's name, worded as the server words the same refusal. */
export function judgeNameError(i18n: I18n, name: string): string | null {
  return name.trim() === '' ? i18n._(msg`Judge name is required.`) : null;
}
