import { MESSAGES } from './messages.ts';
import type { Field, IssueReason } from './refusal-reasons.ts';

/** Each field as the English messages name it. */
export const FIELD_ENGLISH: Record<Field, string> = {
  roomName: 'Room name',
  challengeTitle: 'Challenge title',
  contestantName: 'Contestant name',
  shortDescription: 'Short description',
  awardName: 'Award name',
  judgeName: 'Judge name',
  name: 'Name',
  imageUrl: 'Image URL',
  demoUrl: 'Demo URL',
  tableNumber: 'Table',
  search: 'Search',
  offset: 'Offset',
  limit: 'Limit',
  seconds: 'Seconds',
  voters: 'Voters',
  judgesWeight: "Judges' weight",
  finalists: 'Finalists',
  routeSize: 'Route size',
  from: 'From',
  step: 'Step',
};

type Named = { field: Field };

/**
 * The English of each validation issue, from its values: the shared schemas'
 * messages as the server answers them. Each device words the same reasons in
 * its language (`src/client/lib/validation-wording.ts`).
 */
export const ISSUE_ENGLISH = {
  required: ({ field }: Named) => `${FIELD_ENGLISH[field]} is required.`,
  tooLong: ({ field, max }: Named & { max: number }) =>
    `${FIELD_ENGLISH[field]} must be at most ${max} characters.`,
  notText: ({ field }: Named) => `${FIELD_ENGLISH[field]} must be text.`,
  oneLine: ({ field }: Named) => `${FIELD_ENGLISH[field]} must be one line of text.`,
  notHttpUrl: ({ field }: Named) => `${FIELD_ENGLISH[field]} must be a valid http(s) URL.`,
  pastedImageType: ({ types }: { types: string }) => `Pasted images must be ${types} data.`,
  pastedImageTooLarge: ({ kilobytes }: { kilobytes: number }) =>
    `Pasted images must be at most ${kilobytes} KB.`,
  fillInAllFields: () => MESSAGES.fillInAllFields,
  roomNotFoundByCode: () => MESSAGES.roomNotFoundByCode,
  linkNotValid: () => 'The link is not valid.',
  notAnId: () => 'Not a valid id.',
  contestantIdList: () => 'contestantIds must be a list of contestant ids.',
  contestantIdListOrNull: () => 'contestantIds must be a list of contestant ids, or null.',
  awardIdList: () => 'awardIds must be a list of award ids.',
  teamIdNotContestant: () => 'teamId must be a contestant id, or null.',
  roomContestantLimit: ({ max }: { max: number }) => `A room has at most ${max} contestants.`,
  roomAwardLimit: ({ max }: { max: number }) => `A room has at most ${max} awards.`,
  contestantTwiceInOrder: () => 'Each contestant may appear only once in the order.',
  awardTwiceInOrder: () => 'Each award may appear only once in the order.',
  contestantChosenTwice: () => 'Each contestant may be chosen only once.',
  contestantNamedTwice: () => 'Each contestant may be named only once.',
  chooseAContestant: () => 'Choose at least one contestant.',
  rankingsNotList: () => 'Rankings must be a list of contestants.',
  rankAtLeastOne: () => 'Rank at least one contestant.',
  rankAtMost: ({ max }: { max: number }) => `You can rank up to ${max} contestants.`,
  rankedTwice: () => 'Each contestant can be ranked only once.',
  rankOutOfPlace: () => 'Rank must match the position in the rankings.',
  statusNotOption: () => 'Status must be all, voted or not-voted.',
  namesNotOption: () => 'Names must be hidden or include.',
  votersNotOption: () => 'voters must be one of everyone, judges, audience or judges_and_audience.',
  expoJudgesOnly: () => 'An expo is judged by judges only: choose Judges only.',
  judgesWeightNotBlended: () => "Judges' weight applies only to an award of judges and audience.",
  stepNotNext: () => 'Step must be one more or one less than from.',
  wholeNumber: ({ field }: Named) => `${FIELD_ENGLISH[field]} must be a whole number.`,
  wholeNumberFrom: ({ field, min, max }: Named & { min: number; max: number }) =>
    `${FIELD_ENGLISH[field]} must be a whole number from ${min} to ${max}.`,
  atLeast: ({ field, min }: Named & { min: number }) =>
    `${FIELD_ENGLISH[field]} must be at least ${min}.`,
  atMost: ({ field, max }: Named & { max: number }) =>
    `${FIELD_ENGLISH[field]} must be at most ${max}.`,
  tooLarge: ({ field }: Named) => `${FIELD_ENGLISH[field]} is too large.`,
  timerTooShort: ({ seconds }: { seconds: number }) =>
    `The timer runs at least ${seconds} seconds.`,
  timerTooLong: ({ hours }: { hours: number }) => `The timer runs at most ${hours} hours.`,
  csvNotText: () => 'Send the file as text in "csv".',
  pastedImageNotImported: () =>
    'Image URL must be a valid http(s) URL: pasted images cannot be imported.',
  notValid: () => 'Not valid.',
} satisfies Record<IssueReason, (values: never) => string>;

/** The values an issue of `reason` carries: none, or the data its message needs. */
export type IssueArgs<R extends IssueReason> = Parameters<(typeof ISSUE_ENGLISH)[R]>;
