import type { BallotRecord, OpenBallot, ReceiptInAward, RecordBallot } from './ballot-record.ts';

/**
 * Reading a ballot record, with no schema library: what a phone needs to
 * check its receipt stays out of the validators' bundle.
 */

/** Whether a counted ballot's rankings are published. */
export function isOpenBallot(ballot: RecordBallot): ballot is OpenBallot {
  return 'rankings' in ballot;
}

/** What a record holds for a receipt (grouped, as `normaliseReceipt` gives it), award by award. */
export function findReceipt(record: BallotRecord, receipt: string): ReceiptInAward[] {
  return record.awards.map((award) => ({
    awardId: award.awardId,
    awardName: award.name,
    ballot: award.ballots.find((b) => b.receipt === receipt) ?? null,
    amendments: award.amendments.filter((a) => a.receipt === receipt),
  }));
}
