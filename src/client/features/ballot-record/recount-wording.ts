import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Recount, RecountedAward } from '#shared/recount.ts';

/*
 * What Recount says on a page, in its person's language: the words of
 * #shared/recount.ts (which the terminal's recount prints in English), from
 * the same figures.
 */

/** "Alpha, Bravo and Charlie". */
function namesList(i18n: I18n, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const firstNames = names.slice(0, -1).join(', ');
  const lastName = names[names.length - 1] ?? '';
  return i18n._(msg`${firstNames} and ${lastName}`);
}

/** What Schulze says of an award's winner (`winner`, the published one). */
function schulzeSays(i18n: I18n, names: readonly string[], winner: string): string {
  if (names.length === 1 && names[0] === winner) return i18n._(msg`Schulze also picks ${winner}`);
  if (names.length > 1) {
    const tied = namesList(i18n, names);
    return i18n._(msg`Schulze ties ${tied}`);
  }
  const pick = names[0] ?? i18n._(msg`nobody`);
  return i18n._(msg`Schulze picks ${pick}`);
}

/** What instant-runoff says of an award's winner (`winner`, the published one). */
function runoffSays(i18n: I18n, names: readonly string[], winner: string): string {
  if (names.length === 1 && names[0] === winner)
    return i18n._(msg`instant-runoff also picks ${winner}`);
  if (names.length > 1) {
    const tied = namesList(i18n, names);
    return i18n._(msg`instant-runoff ties ${tied}`);
  }
  const pick = names[0] ?? i18n._(msg`nobody`);
  return i18n._(msg`instant-runoff picks ${pick}`);
}

/**
 * What the other methods say of an award's winner: "Schulze and
 * instant-runoff also pick Alpha.", or which disagrees and whom it picks.
 * Null when there is nothing to weigh (no ballots, or sealed ones).
 */
export function secondOpinion(i18n: I18n, award: RecountedAward): string | null {
  const winner = award.finalScores[0]?.contestantName;
  if (!award.recounted || award.ballots === 0 || winner === undefined) return null;
  const strongest = award.strongest;
  if (strongest !== undefined) {
    return strongest === winner
      ? i18n._(msg`Crowd-BT also picks ${winner}.`)
      : i18n._(msg`Crowd-BT picks ${strongest}.`);
  }
  const agrees = (names: string[]) => names.length === 1 && names[0] === winner;
  if (agrees(award.schulze) && agrees(award.instantRunoff)) {
    return i18n._(msg`Schulze and instant-runoff also pick ${winner}.`);
  }
  const schulze = schulzeSays(i18n, award.schulze, winner);
  const runoff = runoffSays(i18n, award.instantRunoff, winner);
  return i18n._(msg`${schulze}; ${runoff}.`);
}

/** "Recounted 1,482 ballots: the same results.", or how many figures differ. */
export function recountSummary(i18n: I18n, result: Recount): string {
  const recounted = result.awards.reduce((sum, a) => sum + (a.recounted ? a.ballots : 0), 0);
  const sealed = result.ballots - recounted;
  const differing = result.differences.length;
  const verdict =
    differing === 0
      ? i18n._(
          msg`Recounted ${plural(recounted, { one: '# ballot', other: '# ballots' })}: the same results.`,
        )
      : i18n._(
          msg`Recounted ${plural(recounted, { one: '# ballot', other: '# ballots' })}: ${plural(differing, { one: '# figure differs', other: '# figures differ' })} from the published results.`,
        );
  // Sealed ballots are only hashes: say so, rather than count them as recounted.
  if (sealed === 0) return verdict;
  const aside = i18n._(
    msg`${plural(sealed, { one: '# ballot', other: '# ballots' })} sealed: they check by receipt only.`,
  );
  return `${verdict} ${aside}`;
}
