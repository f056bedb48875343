import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readIssueKey } from '#shared/read-issue-key.ts';
import type { Field, IssueReason, RefusalValues } from '#shared/refusal-reasons.ts';
import { withValues } from './i18n/with-values.ts';

/** Each field as an issue about it names it (`{field}` in the messages below). */
const FIELD_WORDING: Record<Field, MessageDescriptor> = {
  roomName: msg({ message: 'Room name', context: 'form field' }),
  challengeTitle: msg({ message: 'Challenge title', context: 'form field' }),
  contestantName: msg({ message: 'Contestant name', context: 'form field' }),
  shortDescription: msg({ message: 'Short description', context: 'form field' }),
  awardName: msg({ message: 'Award name', context: 'form field' }),
  judgeName: msg({ message: 'Judge name', context: 'form field' }),
  name: msg({ message: 'Name', context: 'form field' }),
  imageUrl: msg({ message: 'Image URL', context: 'form field' }),
  demoUrl: msg({ message: 'Demo URL', context: 'form field' }),
  tableNumber: msg({
    message: 'Table',
    context: 'form field',
    comment: "A project's numbered table at an expo",
  }),
  search: msg({ message: 'Search', context: 'form field' }),
  offset: msg({ message: 'Offset', context: 'form field' }),
  limit: msg({ message: 'Limit', context: 'form field' }),
  seconds: msg({ message: 'Seconds', context: 'form field' }),
  voters: msg({ message: 'Voters', context: 'form field' }),
  judgesWeight: msg({ message: "Judges' weight", context: 'form field' }),
  finalists: msg({ message: 'Finalists', context: 'form field' }),
  routeSize: msg({ message: 'Route size', context: 'form field' }),
  from: msg({ message: 'From', context: 'form field' }),
  step: msg({ message: 'Step', context: 'form field' }),
};

/**
 * The words of each validation issue, in the same English as the server's
 * (`#shared/issue-english.ts`; a unit test holds them alike). A few speak of
 * the request's own keys (contestantIds, voters): a device never sends those
 * wrong, only a script does.
 */
const ISSUE_WORDING: Record<IssueReason, MessageDescriptor> = {
  required: msg({ message: '{field} is required.', comment: 'field: a form field' }),
  tooLong: msg({
    message: '{field} must be at most {max} characters.',
    comment: 'field: a form field',
  }),
  notText: msg({ message: '{field} must be text.', comment: 'field: a form field' }),
  oneLine: msg({ message: '{field} must be one line of text.', comment: 'field: a form field' }),
  notHttpUrl: msg({
    message: '{field} must be a valid http(s) URL.',
    comment: 'field: a form field',
  }),
  pastedImageType: msg({
    message: 'Pasted images must be {types} data.',
    comment: '{types} lists image formats: PNG, JPEG, GIF, WEBP',
  }),
  pastedImageTooLarge: msg({ message: 'Pasted images must be at most {kilobytes} KB.' }),
  fillInAllFields: msg`Please fill in all fields`,
  roomNotFoundByCode: msg`Room not found. Please check your room code.`,
  linkNotValid: msg`The link is not valid.`,
  notAnId: msg`Not a valid id.`,
  contestantIdList: msg`contestantIds must be a list of contestant ids.`,
  contestantIdListOrNull: msg`contestantIds must be a list of contestant ids, or null.`,
  awardIdList: msg`awardIds must be a list of award ids.`,
  teamIdNotContestant: msg`teamId must be a contestant id, or null.`,
  roomContestantLimit: msg({ message: 'A room has at most {max} contestants.' }),
  roomAwardLimit: msg({ message: 'A room has at most {max} awards.' }),
  contestantTwiceInOrder: msg`Each contestant may appear only once in the order.`,
  awardTwiceInOrder: msg`Each award may appear only once in the order.`,
  contestantChosenTwice: msg`Each contestant may be chosen only once.`,
  contestantNamedTwice: msg`Each contestant may be named only once.`,
  chooseAContestant: msg`Choose at least one contestant.`,
  rankingsNotList: msg`Rankings must be a list of contestants.`,
  rankAtLeastOne: msg`Rank at least one contestant.`,
  rankAtMost: msg({ message: 'You can rank up to {max} contestants.' }),
  rankedTwice: msg`Each contestant can be ranked only once.`,
  rankOutOfPlace: msg`Rank must match the position in the rankings.`,
  statusNotOption: msg`Status must be all, voted or not-voted.`,
  namesNotOption: msg`Names must be hidden or include.`,
  votersNotOption: msg`voters must be one of everyone, judges, audience or judges_and_audience.`,
  expoJudgesOnly: msg`An expo is judged by judges only: choose Judges only.`,
  judgesWeightNotBlended: msg`Judges' weight applies only to an award of judges and audience.`,
  stepNotNext: msg`Step must be one more or one less than from.`,
  wholeNumber: msg({ message: '{field} must be a whole number.', comment: 'field: a form field' }),
  wholeNumberFrom: msg({
    message: '{field} must be a whole number from {min} to {max}.',
    comment: 'field: a form field',
  }),
  atLeast: msg({ message: '{field} must be at least {min}.', comment: 'field: a form field' }),
  atMost: msg({ message: '{field} must be at most {max}.', comment: 'field: a form field' }),
  tooLarge: msg({ message: '{field} is too large.', comment: 'field: a form field' }),
  timerTooShort: msg({ message: 'The timer runs at least {seconds} seconds.' }),
  timerTooLong: msg({ message: 'The timer runs at most {hours} hours.' }),
  csvNotText: msg`Send the file as text in "csv".`,
  pastedImageNotImported: msg`Image URL must be a valid http(s) URL: pasted images cannot be imported.`,
  notValid: msg`Not valid.`,
};

/** The reasons whose words name a field: `{field}`, its label. */
const NAMES_A_FIELD = new Set<IssueReason>([
  'required',
  'tooLong',
  'notText',
  'oneLine',
  'notHttpUrl',
  'wholeNumber',
  'wholeNumberFrom',
  'atLeast',
  'atMost',
  'tooLarge',
]);

/** Whether `reason` is an issue's reason this device words. */
export function isIssueReason(reason: string): reason is IssueReason {
  return Object.hasOwn(ISSUE_WORDING, reason);
}

/**
 * An issue's reason in words, in `i18n`'s language: its values as they are
 * (numbers as the server wrote them), the field they name by its label.
 */
export function issueReasonText(reason: IssueReason, values: RefusalValues, i18n: I18n): string {
  if (!NAMES_A_FIELD.has(reason)) return i18n._(withValues(ISSUE_WORDING[reason], values));
  const field = values.field;
  if (typeof field !== 'string' || !Object.hasOwn(FIELD_WORDING, field)) {
    return i18n._(ISSUE_WORDING.notValid);
  }
  const label = i18n._(FIELD_WORDING[field as Field]);
  return i18n._(withValues(ISSUE_WORDING[reason], { ...values, field: label }));
}

/**
 * A validation issue: one of the device's own check (zod's, its message a
 * key), or one of the server's answer (with its reason and values).
 */
export type Issue = { message: string; reason?: unknown; values?: unknown };

/**
 * The words of a validation issue in `i18n`'s language: by the reason and
 * values the server sent with it, else by the key the shared schemas gave
 * its message (`#shared/issue-keys.ts`); any other issue is "Not valid.".
 */
export function issueText(issue: Issue, i18n: I18n): string {
  const { reason, values } = issue;
  if (typeof reason === 'string' && isIssueReason(reason)) {
    const given = typeof values === 'object' && values !== null ? values : {};
    return issueReasonText(reason, given as RefusalValues, i18n);
  }
  const key = readIssueKey(issue.message);
  return key ? issueReasonText(key.reason, key.values, i18n) : i18n._(ISSUE_WORDING.notValid);
}
