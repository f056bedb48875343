import { ISSUE_REASONS, type IssueReason } from './issue-reasons.ts';

/**
 * Why the server refused, as a stable key naming the message: each device
 * words it in its own language (`src/client/lib/refusal-wording.ts`), the
 * server in English (`refusal-english.ts`). Plain lists, so that a phone's
 * bundle need not carry a schema library to read a refusal.
 */

/** The reasons of refusals: each names one message of `refusal-english.ts`. */
export const REFUSAL_REASONS = [
  'roomEnded',
  'noContestants',
  'conflictOfInterest',
  'roomNotFound',
  'contestantNotFound',
  'incompleteOrder',
  'participantNotFound',
  'missingToken',
  'forbiddenRoom',
  'adminOnly',
  'participantOnly',
  'screenReadOnly',
  'screenNotFound',
  'tooManyScreens',
  'rehearsalJoin',
  'rehearsalBallot',
  'rehearsalRunning',
  'noRehearsal',
  'rehearsalRecord',
  'rehearsalNeedsEmptyRoom',
  'ownerOnly',
  'adminNotFound',
  'ownerNotRevocable',
  'tooManyAdmins',
  'alreadyFinished',
  'votingEnded',
  'tooManyContestants',
  'tableTaken',
  'tableRepeated',
  'notFound',
  'awardNotFound',
  'notInAward',
  'notInRoom',
  'tooManyAwards',
  'awardNameTaken',
  'lastAward',
  'awardsAfterEnd',
  'incompleteAwardOrder',
  'holdAfterEnd',
  'publishAfterEnd',
  'recordNotOut',
  'noBallotRecord',
  'receiptInvalid',
  'revealBeforeEnd',
  'revealMoved',
  'revealComplete',
  'winnerStaysShown',
  'timerAfterEnd',
  'timerWithoutContestants',
  'judgesOnly',
  'expoAward',
  'finalistsAwardHasBallots',
  'judgingOpen',
  'formatHasBallots',
  'stopRanked',
  'notSeen',
  'judgingClosed',
  'notExpo',
  'audienceOnly',
  'ownTeam',
  'judgeNotFound',
  'tooManyJudges',
  'tooManyTeamLinks',
  'teamLinkInvalid',
  'judgesAfterEnd',
  'csvNotValid',
  'csvEmpty',
  'csvNoNameColumn',
  'csvNoDescriptionColumn',
  'csvTooManyRows',
  'importTooLarge',
  'importNothingReady',
  'importNoSpace',
  'forbiddenOrigin',
  'rateLimited',
  'unavailable',
  'shuttingDown',
  'starting',
  'databaseUnavailable',
  'metricsToken',
  'invalidText',
  'idempotencyKeyInvalid',
  'idempotencyKeyReused',
  'addressTooLong',
  'requestTooLarge',
  'requestTimeout',
  'notHttp',
  'sendJson',
  'emptyBody',
  'invalidJson',
  'bodyNotObject',
  'requestNotValid',
  'internal',
] as const;
export type RefusalOnlyReason = (typeof REFUSAL_REASONS)[number];

// In a module of their own: a phone's first load reads issue keys (`issue-keys.ts`), no other list.
export { ISSUE_REASONS, type IssueReason };

/** The reasons of the notes on a contestant file the import previews (not refusals). */
export const NOTE_REASONS = [
  'columnIgnored',
  'nameColumnRepeated',
  'descriptionColumnRepeated',
  'imageUrlColumnRepeated',
  'demoUrlColumnRepeated',
  'tableColumnRepeated',
  'unreadableCharacters',
] as const;
export type NoteReason = (typeof NOTE_REASONS)[number];

/** Every reason: a validation refusal's is its first issue's. */
export type RefusalReason = RefusalOnlyReason | IssueReason | NoteReason;

/** The fields an issue names (its `field` value), each worded by the device. */
export const FIELDS = [
  'roomName',
  'challengeTitle',
  'contestantName',
  'shortDescription',
  'awardName',
  'judgeName',
  'name',
  'imageUrl',
  'demoUrl',
  'tableNumber',
  'search',
  'offset',
  'limit',
  'seconds',
  'voters',
  'judgesWeight',
  'finalists',
  'routeSize',
  'from',
  'step',
] as const;
export type Field = (typeof FIELDS)[number];

/** The data a message needs (a name, a limit, a field): names to strings or numbers. */
export type RefusalValues = Record<string, string | number>;
