import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NoteReason, RefusalOnlyReason, RefusalValues } from '#shared/refusal-reasons.ts';
import { withValues } from './i18n/with-values.ts';
import { isIssueReason, issueReasonText } from './validation-wording.ts';

/**
 * The words of each refusal the server may send, by its reason: the same
 * English as the server's (`#shared/refusal-english.ts`; a unit test holds
 * them alike), in the device's language. Validation issues are worded in
 * `validation-wording.ts`.
 */
const REFUSAL_WORDING: Record<RefusalOnlyReason, MessageDescriptor> = {
  roomEnded: msg`This room has ended and is no longer accepting votes.`,
  noContestants: msg`Cannot finalize results: No contestants found.`,
  conflictOfInterest: msg({ message: 'You have a conflict of interest with {contestantName}.' }),
  roomNotFound: msg`Room not found.`,
  contestantNotFound: msg`Contestant not found.`,
  incompleteOrder: msg`The new order must list every contestant of this room exactly once: reload and try again.`,
  participantNotFound: msg`Participant not found.`,
  missingToken: msg`Sign-in required: this request needs an access token.`,
  forbiddenRoom: msg`This access token does not belong to this room.`,
  adminOnly: msg`Only the room organiser can do this.`,
  participantOnly: msg`Only a voter in this room can do this.`,
  screenReadOnly: msg`A screen link only shows the room: it cannot change anything.`,
  screenNotFound: msg`Screen link not found.`,
  tooManyScreens: msg`This room already has the maximum number of screen links.`,
  rehearsalJoin: msg`A rehearsal is running in this room: joining opens when the organiser goes live.`,
  rehearsalBallot: msg`A rehearsal is running in this room: voting opens when the organiser goes live.`,
  rehearsalRunning: msg`A rehearsal is already running in this room.`,
  noRehearsal: msg`No rehearsal is running in this room.`,
  rehearsalRecord: msg`A rehearsal's ballot record is never published: its voters were simulated.`,
  rehearsalNeedsEmptyRoom: msg`A rehearsal needs a room nobody has joined or voted in yet: rehearse before doors open, or in a new room.`,
  ownerOnly: msg`Only the organiser who created this room can invite or revoke organisers.`,
  adminNotFound: msg`Organiser not found.`,
  ownerNotRevocable: msg`The organiser who created this room cannot be revoked.`,
  tooManyAdmins: msg`This room already has the maximum number of organisers.`,
  alreadyFinished: msg`Voting has already ended for this room.`,
  votingEnded: msg`Voting has ended for this room.`,
  tooManyContestants: msg`This room already has the maximum number of contestants.`,
  tableTaken: msg({
    message: 'Table {table} is already taken by {contestantName}.',
    comment: "table: a project's numbered table at an expo; contestantName: the contestant at it",
  }),
  tableRepeated: msg({
    message: 'Table {table} is also on row {row} of the file.',
    comment: 'A problem of a row of a CSV file being imported: another row gives the same table',
  }),
  notFound: msg`Not found.`,
  awardNotFound: msg`Award not found.`,
  notInAward: msg`That contestant is not in this award.`,
  notInRoom: msg`Rankings may only name contestants of this room.`,
  tooManyAwards: msg`This room already has the maximum number of awards.`,
  awardNameTaken: msg`Another award of this room already has that name.`,
  lastAward: msg`A room needs at least one award: this is its last.`,
  awardsAfterEnd: msg`Voting has ended: awards can no longer be changed.`,
  incompleteAwardOrder: msg`The new order must list every award of this room exactly once: reload and try again.`,
  holdAfterEnd: msg`Voting has ended: the results hold can no longer be changed.`,
  publishAfterEnd: msg`Voting has ended: the ballot record is frozen and can no longer be changed.`,
  recordNotOut: msg`The ballot record is published with the results, once they are out.`,
  noBallotRecord: msg`This room ended before ballot records existed: it has none.`,
  receiptInvalid: msg`A receipt is 16 letters and digits in groups of four, like K7Q2-9XF4-M3TD-8WQA.`,
  revealBeforeEnd: msg`Voting is still open: end it before revealing the results.`,
  revealMoved: msg`The reveal was moved from another screen first: check the step it is on now, then try again.`,
  revealComplete: msg`The reveal is complete: there is no next step.`,
  winnerStaysShown: msg`A winner once shown stays shown: the reveal can't go back before an award's #1.`,
  timerAfterEnd: msg`Voting has ended: there is no timer to start.`,
  timerWithoutContestants: msg`Add a contestant first: the timer ends voting, which needs one.`,
  notExpo: msg`This award is not judged at an expo.`,
  judgingClosed: msg`Judging has closed in this award: its rankings are final.`,
  notSeen: msg`Rank only the projects you have seen on your route.`,
  stopRanked: msg`This project is in your ranking: take it out before reporting it absent.`,
  formatHasBallots: msg`This award already has ballots: the way it is voted can't change.`,
  judgingOpen: msg`Close judging first: the jury order is not final until then.`,
  finalistsAwardHasBallots: msg`That award already has ballots: send the finalists to a new award or one nobody has voted in.`,
  expoAward: msg`This award is judged at an expo: rank the projects you saw on your route.`,
  judgesOnly: msg`Only judges vote in this award.`,
  audienceOnly: msg`Judges don't vote in this award.`,
  ownTeam: msg`You can't rank your own team.`,
  judgeNotFound: msg`Judge not found.`,
  tooManyJudges: msg`This room already has the maximum number of judges.`,
  tooManyTeamLinks: msg`This contestant already has the maximum number of team links.`,
  teamLinkInvalid: msg`This team link does not open this room: ask the organiser for a new one.`,
  judgesAfterEnd: msg`Voting has ended: judges and teams can no longer be changed.`,
  csvNotValid: msg({
    message:
      'The file is not valid CSV: a quoted field on row {row} is never closed, or has text after its closing quote.',
  }),
  csvEmpty: msg`The file is empty: its first row must name the columns: name, description, image URL, demo URL, table.`,
  csvNoNameColumn: msg`The file has no name column: its first row must name the columns: name, description, image URL, demo URL, table.`,
  csvNoDescriptionColumn: msg`The file has no description column: its first row must name the columns: name, description, image URL, demo URL, table.`,
  csvTooManyRows: msg({
    message: 'The file has {rows} contestant rows: import at most {max} at a time.',
  }),
  importTooLarge: msg({
    message: 'The file is larger than {megabytes} MB: import at most {megabytes} MB at a time.',
  }),
  importNothingReady: msg`No row of the file can be added: each has a problem.`,
  importNoSpace: msg({
    message:
      'The room has space for {space} more contestants ({max} at most) and the file has {rows}: remove some rows and import again.',
  }),
  forbiddenOrigin: msg`This request came from another site and was refused.`,
  rateLimited: msg`Too many requests: please wait a moment and try again.`,
  unavailable: msg`VibeRank is busy right now: please try again in a moment.`,
  shuttingDown: msg`VibeRank is restarting: please try again in a moment.`,
  starting: msg`VibeRank is starting: please try again in a moment.`,
  databaseUnavailable: msg`VibeRank cannot reach its database right now: please try again in a moment.`,
  metricsToken: msg`The metrics need the METRICS_TOKEN, sent as Authorization: Bearer <token>.`,
  invalidText: msg`Text must not contain NUL characters or invalid Unicode.`,
  idempotencyKeyInvalid: msg`The Idempotency-Key header must be 22 to 64 letters, digits, dashes or underscores.`,
  idempotencyKeyReused: msg`This Idempotency-Key was already used for another request: send a new key with this one.`,
  addressTooLong: msg`The address is too long.`,
  requestTooLarge: msg`The request is too large.`,
  requestTimeout: msg`The request took too long to arrive.`,
  notHttp: msg`The request is not valid HTTP.`,
  sendJson: msg`Send the request body as JSON.`,
  emptyBody: msg`The request body is empty; send a JSON object.`,
  invalidJson: msg`The request body is not valid JSON.`,
  bodyNotObject: msg`The request body must be a JSON object.`,
  requestNotValid: msg`The request is not valid.`,
  internal: msg`Something went wrong on our side. Please try again.`,
};

/** The words of the notes on a contestant file the import previews. */
const NOTE_WORDING: Record<NoteReason, MessageDescriptor> = {
  columnIgnored: msg({
    message: 'Column "{column}" is not a contestant field, so it is ignored.',
    comment: 'column: a column header of the file',
  }),
  nameColumnRepeated: msg({
    message: 'Column "{column}" is ignored: column "{taken}" already gives the name.',
    comment: 'column, taken: column headers of the file',
  }),
  descriptionColumnRepeated: msg({
    message: 'Column "{column}" is ignored: column "{taken}" already gives the description.',
    comment: 'column, taken: column headers of the file',
  }),
  imageUrlColumnRepeated: msg({
    message: 'Column "{column}" is ignored: column "{taken}" already gives the image URL.',
    comment: 'column, taken: column headers of the file',
  }),
  demoUrlColumnRepeated: msg({
    message: 'Column "{column}" is ignored: column "{taken}" already gives the demo URL.',
    comment: 'column, taken: column headers of the file',
  }),
  tableColumnRepeated: msg({
    message: 'Column "{column}" is ignored: column "{taken}" already gives the table.',
    comment: "column, taken: column headers of the file; the table: a project's table at an expo",
  }),
  unreadableCharacters: msg`Some characters could not be read: save the file as "CSV UTF-8" and choose it again.`,
};

/** Words of the device's own, for the errors of its transport (`api-transport.ts`), by their reason. */
const OWN_WORDING: Record<string, MessageDescriptor> = {
  unreachable: msg`Could not reach VibeRank. Check your connection and try again.`,
  requestFailed: msg({
    message: 'Request failed ({status}).',
    comment: 'status: an HTTP status code, from something between the device and VibeRank',
  }),
};

/**
 * The words of a message the server sent as data (a refusal, a validation
 * issue, a note on a file) in `i18n`'s language, by its reason and values;
 * null for a reason this device does not know (a newer server's).
 */
export function refusalText(reason: string, values: RefusalValues, i18n: I18n): string | null {
  if (isIssueReason(reason)) return issueReasonText(reason, values, i18n);
  if (Object.hasOwn(NOTE_WORDING, reason)) {
    return i18n._(withValues(NOTE_WORDING[reason as NoteReason], values));
  }
  if (Object.hasOwn(REFUSAL_WORDING, reason)) {
    return i18n._(withValues(REFUSAL_WORDING[reason as RefusalOnlyReason], values));
  }
  const own = Object.hasOwn(OWN_WORDING, reason) ? OWN_WORDING[reason] : undefined;
  return own ? i18n._(withValues(own, values)) : null;
}

/** Words of the device's own, for a refusal of a kind it does not know how to say. */
export const REFUSED_WORDING = msg`VibeRank could not do this. Please try again.`;

/** Words of the device's own, for an error without any. */
export const UNKNOWN_WORDING = msg`Unknown error`;
