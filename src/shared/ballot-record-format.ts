/** The ballot record's names that code with no schema library needs too (the page's Recount). */

/** The record's format, written in every record: a reader knows what it holds. */
export const BALLOT_RECORD_FORMAT = 'viberank-ballot-record/1';

/** Why an organiser's change deleted or changed a ballot, as the record says. */
export const AMENDMENT_WHY = [
  'participant_removed',
  'judge_revoked',
  'voters_changed',
  'contestant_removed',
  'team',
  'conflict',
] as const;
export type AmendmentWhy = (typeof AMENDMENT_WHY)[number];
