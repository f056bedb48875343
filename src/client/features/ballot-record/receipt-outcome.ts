import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { ReceiptInAward, RecordAmendment, RecordRanking } from '#shared/ballot-record.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';

/** "1st Alpha": one pick of a counted ballot, by its place. */
function pickLine(i18n: I18n, { rank, contestantName }: RecordRanking): string {
  if (rank > 3) return i18n._(msg`#${rank} ${contestantName}`);
  return i18n._(
    msg`${selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} ${contestantName}`,
  );
}

/** "Counted: 1st Alpha, 2nd Bravo, 3rd Charlie". */
export function countedLine(i18n: I18n, rankings: readonly RecordRanking[]): string {
  const picks = rankings.map((ranking) => pickLine(i18n, ranking)).join(', ');
  return i18n._(msg`Counted: ${picks}`);
}

/** What an organiser's change did to the ballot, in words. */
export function amendmentLine(
  i18n: I18n,
  { what, why, contestantName: named }: RecordAmendment,
): string {
  const contestantName = named ?? i18n._(msg`a contestant`);
  const deleted = what === 'deleted';
  switch (why) {
    case 'participant_removed':
      return i18n._(msg`Deleted by an organiser, who removed its voter from the room.`);
    case 'judge_revoked':
      return i18n._(msg`Deleted when an organiser revoked its judge’s link.`);
    case 'voters_changed':
      return i18n._(msg`Deleted when an organiser changed who votes in this award.`);
    case 'contestant_removed':
      return deleted
        ? i18n._(msg`Deleted when ${contestantName}, its only pick, was removed.`)
        : i18n._(msg`Changed when ${contestantName} was removed.`);
    case 'team':
      return deleted
        ? i18n._(
            msg`Deleted when its voter joined ${contestantName}’s team (${contestantName} was its only pick).`,
          )
        : i18n._(msg`Changed when its voter joined ${contestantName}’s team.`);
    case 'conflict':
      return deleted
        ? i18n._(
            msg`Deleted when a conflict of interest with ${contestantName}, its only pick, was declared.`,
          )
        : i18n._(msg`Changed when a conflict of interest with ${contestantName} was declared.`);
  }
}

/**
 * Whether a sealed ballot's published hash matches the ballot as this device
 * knows it: true or false, or null when the device cannot tell.
 */
export type SealCheck = boolean | null;

/** Every line to show for a receipt in one award: what happened to it, then how it counts. */
export function outcomeLines(
  i18n: I18n,
  entry: ReceiptInAward,
  sealMatches: SealCheck = null,
): string[] {
  const lines = entry.amendments.map((amendment) => amendmentLine(i18n, amendment));
  const { ballot } = entry;
  if (ballot === null) {
    if (lines.length === 0) lines.push(i18n._(msg`Not in the ballot record.`));
    return lines;
  }
  if (isOpenBallot(ballot)) lines.push(countedLine(i18n, ballot.rankings));
  else if (sealMatches === true)
    lines.push(i18n._(msg`Counted, sealed: its published hash matches your ballot.`));
  else if (sealMatches === false) {
    lines.push(
      i18n._(msg`Counted, sealed: its published hash does not match your ballot on this device.`),
    );
  } else
    lines.push(i18n._(msg`Counted, sealed: the ballot record lists its hash, not its rankings.`));
  return lines;
}

/** The awards where the record holds something for the receipt (all of them when it holds nothing). */
export function awardsWithReceipt(entries: readonly ReceiptInAward[]): ReceiptInAward[] {
  const found = entries.filter((e) => e.ballot !== null || e.amendments.length > 0);
  return found.length > 0 ? found : entries.slice(0, 1);
}
