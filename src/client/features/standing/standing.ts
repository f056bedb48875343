import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Award, Contestant, OwnParticipant } from '#shared/api.ts';
import { votesIn } from '#shared/award-voters.ts';

/**
 * A voter's standing in the room: a judge or not, their team, a judge's
 * conflicts. It decides which awards their phone offers and which
 * contestants it never lets them rank (the server refuses those anyway).
 */

/** Why a voter may not rank a contestant, as its card says it; null when they may. */
export function exclusionOf(
  i18n: I18n,
  voter: OwnParticipant | null,
  contestantId: string,
): string | null {
  if (!voter) return null;
  if (voter.teamId === contestantId) return i18n._(msg`Your team`);
  if (voter.conflictIds.includes(contestantId)) return i18n._(msg`Conflict of interest`);
  return null;
}

/** The contestants a voter may not rank, by id. */
export function excludedIds(voter: OwnParticipant | null): ReadonlySet<string> {
  if (!voter) return new Set();
  return new Set([...(voter.teamId ? [voter.teamId] : []), ...voter.conflictIds]);
}

/** The awards open to this voter, in the organiser's order (all of them until the phone knows). */
export function awardsFor(awards: readonly Award[], voter: OwnParticipant | null): Award[] {
  return voter ? awards.filter((award) => votesIn(award.voters, voter.judge)) : [...awards];
}

/** The voter's team, as their phone names it ("Team Alpha"); null when in none. */
export function teamLabel(
  i18n: I18n,
  voter: OwnParticipant | null,
  contestants: readonly Contestant[],
): string | null {
  const team = voter?.teamId && contestants.find((c) => c.id === voter.teamId);
  if (!team) return null;
  const teamName = team.name;
  return i18n._(msg`Team ${teamName}`);
}
