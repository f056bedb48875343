import type { ReceiptInAward, RecordAmendment, RecordRanking } from '#shared/ballot-record.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';

const ORDINALS = ['1st', '2nd', '3rd'];

/** "Counted: 1st Alpha, 2nd Bravo, 3rd Charlie". */
export function countedLine(rankings: readonly RecordRanking[]): string {
  const picks = rankings.map((r) => `${ORDINALS[r.rank - 1] ?? `#${r.rank}`} ${r.contestantName}`);
  return `Counted: ${picks.join(', ')}`;
}

/** What an organiser's change did to the ballot, in words. */
export function amendmentLine({ what, why, contestantName }: RecordAmendment): string {
  const name = contestantName ?? 'a contestant';
  switch (why) {
    case 'participant_removed':
      return 'Deleted by an organiser, who removed its voter from the room.';
    case 'judge_revoked':
      return 'Deleted when an organiser revoked its judge’s link.';
    case 'voters_changed':
      return 'Deleted when an organiser changed who votes in this award.';
    case 'contestant_removed':
      return what === 'deleted'
        ? `Deleted when ${name}, its only pick, was removed.`
        : `Changed when ${name} was removed.`;
    case 'team':
      return what === 'deleted'
        ? `Deleted when its voter joined ${name}’s team (${name} was its only pick).`
        : `Changed when its voter joined ${name}’s team.`;
    case 'conflict':
      return what === 'deleted'
        ? `Deleted when a conflict of interest with ${name}, its only pick, was declared.`
        : `Changed when a conflict of interest with ${name} was declared.`;
  }
}

/**
 * Whether a sealed ballot's published hash matches the ballot as this device
 * knows it: true or false, or null when the device cannot tell.
 */
export type SealCheck = boolean | null;

/** Every line to show for a receipt in one award: what happened to it, then how it counts. */
export function outcomeLines(entry: ReceiptInAward, sealMatches: SealCheck = null): string[] {
  const lines = entry.amendments.map(amendmentLine);
  const { ballot } = entry;
  if (ballot === null) {
    if (lines.length === 0) lines.push('Not in the ballot record.');
    return lines;
  }
  if (isOpenBallot(ballot)) lines.push(countedLine(ballot.rankings));
  else if (sealMatches === true)
    lines.push('Counted, sealed: its published hash matches your ballot.');
  else if (sealMatches === false) {
    lines.push('Counted, sealed: its published hash does not match your ballot on this device.');
  } else lines.push('Counted, sealed: the ballot record lists its hash, not its rankings.');
  return lines;
}

/** The awards where the record holds something for the receipt (all of them when it holds nothing). */
export function awardsWithReceipt(entries: readonly ReceiptInAward[]): ReceiptInAward[] {
  const found = entries.filter((e) => e.ballot !== null || e.amendments.length > 0);
  return found.length > 0 ? found : entries.slice(0, 1);
}
