import { ISSUE_ENGLISH } from './issue-english.ts';
import { conflictOfInterest, ERRORS, MESSAGES } from './messages.ts';
import { readIssueKey } from './read-issue-key.ts';
import type {
  IssueReason,
  NoteReason,
  RefusalOnlyReason,
  RefusalReason,
  RefusalValues,
} from './refusal-reasons.ts';

const COLUMNS_NEEDED =
  'its first row must name the columns: name, description, image URL, demo URL, table';

/**
 * The English of each refusal, from its values: what the server answers
 * beside the reason, for scripts and logs. Each device words the same
 * reasons in its language (`src/client/lib/refusal-wording.ts`); a unit test
 * holds the two English alike.
 */
const REFUSAL_ENGLISH = {
  roomEnded: () => MESSAGES.roomEnded,
  noContestants: () => MESSAGES.noContestants,
  conflictOfInterest: ({ contestantName }: { contestantName: string }) =>
    conflictOfInterest(contestantName),
  roomNotFound: () => ERRORS.roomNotFound,
  contestantNotFound: () => ERRORS.contestantNotFound,
  incompleteOrder: () => ERRORS.incompleteOrder,
  participantNotFound: () => ERRORS.participantNotFound,
  missingToken: () => ERRORS.missingToken,
  forbiddenRoom: () => ERRORS.forbiddenRoom,
  adminOnly: () => ERRORS.adminOnly,
  participantOnly: () => ERRORS.participantOnly,
  screenReadOnly: () => ERRORS.screenReadOnly,
  screenNotFound: () => ERRORS.screenNotFound,
  tooManyScreens: () => ERRORS.tooManyScreens,
  rehearsalJoin: () => ERRORS.rehearsalJoin,
  rehearsalBallot: () => ERRORS.rehearsalBallot,
  rehearsalRunning: () => ERRORS.rehearsalRunning,
  noRehearsal: () => ERRORS.noRehearsal,
  rehearsalRecord: () => ERRORS.rehearsalRecord,
  rehearsalNeedsEmptyRoom: () => ERRORS.rehearsalNeedsEmptyRoom,
  ownerOnly: () => ERRORS.ownerOnly,
  adminNotFound: () => ERRORS.adminNotFound,
  ownerNotRevocable: () => ERRORS.ownerNotRevocable,
  tooManyAdmins: () => ERRORS.tooManyAdmins,
  alreadyFinished: () => ERRORS.alreadyFinished,
  votingEnded: () => ERRORS.votingEnded,
  tooManyContestants: () => ERRORS.tooManyContestants,
  tableTaken: ({ table, contestantName }: { table: number; contestantName: string }) =>
    `Table ${table} is already taken by ${contestantName}.`,
  tableRepeated: ({ table, row }: { table: number; row: number }) =>
    `Table ${table} is also on row ${row} of the file.`,
  notFound: () => ERRORS.notFound,
  awardNotFound: () => ERRORS.awardNotFound,
  notInAward: () => ERRORS.notInAward,
  notInRoom: () => 'Rankings may only name contestants of this room.',
  tooManyAwards: () => ERRORS.tooManyAwards,
  awardNameTaken: () => ERRORS.awardNameTaken,
  lastAward: () => ERRORS.lastAward,
  awardsAfterEnd: () => ERRORS.awardsAfterEnd,
  incompleteAwardOrder: () => ERRORS.incompleteAwardOrder,
  holdAfterEnd: () => ERRORS.holdAfterEnd,
  publishAfterEnd: () => ERRORS.publishAfterEnd,
  recordNotOut: () => ERRORS.recordNotOut,
  noBallotRecord: () => ERRORS.noBallotRecord,
  receiptInvalid: () => ERRORS.receiptInvalid,
  revealBeforeEnd: () => ERRORS.revealBeforeEnd,
  revealMoved: () => ERRORS.revealMoved,
  revealComplete: () => ERRORS.revealComplete,
  winnerStaysShown: () => ERRORS.winnerStaysShown,
  timerAfterEnd: () => ERRORS.timerAfterEnd,
  timerWithoutContestants: () => ERRORS.timerWithoutContestants,
  judgesOnly: () => ERRORS.judgesOnly,
  expoAward: () => ERRORS.expoAward,
  finalistsAwardHasBallots: () => ERRORS.finalistsAwardHasBallots,
  judgingOpen: () => ERRORS.judgingOpen,
  formatHasBallots: () => ERRORS.formatHasBallots,
  stopRanked: () => ERRORS.stopRanked,
  notSeen: () => ERRORS.notSeen,
  judgingClosed: () => ERRORS.judgingClosed,
  notExpo: () => ERRORS.notExpo,
  audienceOnly: () => ERRORS.audienceOnly,
  ownTeam: () => ERRORS.ownTeam,
  judgeNotFound: () => ERRORS.judgeNotFound,
  tooManyJudges: () => ERRORS.tooManyJudges,
  tooManyTeamLinks: () => ERRORS.tooManyTeamLinks,
  teamLinkInvalid: () => ERRORS.teamLinkInvalid,
  judgesAfterEnd: () => ERRORS.judgesAfterEnd,
  csvNotValid: ({ row }: { row: number }) =>
    `The file is not valid CSV: a quoted field on row ${row} is never closed, or has text after its closing quote.`,
  csvEmpty: () => `The file is empty: ${COLUMNS_NEEDED}.`,
  csvNoNameColumn: () => `The file has no name column: ${COLUMNS_NEEDED}.`,
  csvNoDescriptionColumn: () => `The file has no description column: ${COLUMNS_NEEDED}.`,
  csvTooManyRows: ({ rows, max }: { rows: number; max: number }) =>
    `The file has ${rows} contestant rows: import at most ${max} at a time.`,
  importTooLarge: ({ megabytes }: { megabytes: number }) =>
    `The file is larger than ${megabytes} MB: import at most ${megabytes} MB at a time.`,
  importNothingReady: () => 'No row of the file can be added: each has a problem.',
  importNoSpace: ({ space, max, rows }: { space: number; max: number; rows: number }) =>
    `The room has space for ${space} more contestants (${max} at most) and the file has ${rows}: remove some rows and import again.`,
  forbiddenOrigin: () => ERRORS.forbiddenOrigin,
  rateLimited: () => ERRORS.rateLimited,
  unavailable: () => ERRORS.unavailable,
  shuttingDown: () => ERRORS.shuttingDown,
  starting: () => ERRORS.starting,
  databaseUnavailable: () => ERRORS.databaseUnavailable,
  metricsToken: () => ERRORS.metricsToken,
  invalidText: () => ERRORS.invalidText,
  idempotencyKeyInvalid: () => ERRORS.idempotencyKeyInvalid,
  idempotencyKeyReused: () => ERRORS.idempotencyKeyReused,
  addressTooLong: () => 'The address is too long.',
  requestTooLarge: () => 'The request is too large.',
  requestTimeout: () => 'The request took too long to arrive.',
  notHttp: () => 'The request is not valid HTTP.',
  sendJson: () => 'Send the request body as JSON.',
  emptyBody: () => 'The request body is empty; send a JSON object.',
  invalidJson: () => 'The request body is not valid JSON.',
  bodyNotObject: () => 'The request body must be a JSON object.',
  requestNotValid: () => 'The request is not valid.',
  internal: () => ERRORS.internal,
} satisfies Record<RefusalOnlyReason, (values: never) => string>;

type Columns = { column: string; taken: string };

/** The English of the notes on a contestant file: a column is quoted as its header reads. */
const NOTE_ENGLISH = {
  columnIgnored: ({ column }: { column: string }) =>
    `Column "${column}" is not a contestant field, so it is ignored.`,
  nameColumnRepeated: ({ column, taken }: Columns) =>
    `Column "${column}" is ignored: column "${taken}" already gives the name.`,
  descriptionColumnRepeated: ({ column, taken }: Columns) =>
    `Column "${column}" is ignored: column "${taken}" already gives the description.`,
  imageUrlColumnRepeated: ({ column, taken }: Columns) =>
    `Column "${column}" is ignored: column "${taken}" already gives the image URL.`,
  demoUrlColumnRepeated: ({ column, taken }: Columns) =>
    `Column "${column}" is ignored: column "${taken}" already gives the demo URL.`,
  tableColumnRepeated: ({ column, taken }: Columns) =>
    `Column "${column}" is ignored: column "${taken}" already gives the table.`,
  unreadableCharacters: () =>
    'Some characters could not be read: save the file as "CSV UTF-8" and choose it again.',
} satisfies Record<NoteReason, (values: never) => string>;

/** The English of every reason, refusals', issues' and notes' alike. */
export const ENGLISH = { ...REFUSAL_ENGLISH, ...ISSUE_ENGLISH, ...NOTE_ENGLISH } satisfies Record<
  RefusalReason,
  (values: never) => string
>;

/** The values a refusal of `reason` carries: none, or the data its message needs. */
export type ReasonArgs<R extends RefusalReason> = Parameters<(typeof ENGLISH)[R]>;

/** The English of `reason` with `values`, as the server answers it. */
export function englishOf(reason: RefusalReason, values: RefusalValues = {}): string {
  return (ENGLISH[reason] as (values: RefusalValues) => string)(values);
}

/** A validation issue's reason, values and English, from its message (`issue-keys.ts`). */
export type WordedIssue = { reason: IssueReason; values: RefusalValues; message: string };

/**
 * What the server answers for an issue of the shared schemas: its reason and
 * values, and their English; an issue zod worded itself (a check the schemas
 * do not word) keeps zod's English, with the reason `notValid`.
 */
export function wordIssue(message: string | undefined): WordedIssue {
  const key = readIssueKey(message);
  if (key === null) {
    return { reason: 'notValid', values: {}, message: message ?? englishOf('notValid') };
  }
  return { ...key, message: englishOf(key.reason, key.values) };
}
