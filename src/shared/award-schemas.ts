import { z } from 'zod';
import {
  AWARD_NAME_MAX_LENGTH,
  AWARD_VOTERS,
  DEFAULT_JUDGES_WEIGHT,
  DEFAULT_ROUTE_SIZE,
  MAX_AWARDS_PER_ROOM,
  MAX_CONTESTANTS_PER_ROOM,
  MAX_ROUTE_SIZE,
  MIN_ROUTE_SIZE,
} from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { idParam, requiredText } from './schemas.ts';

/** The inputs of the award routes, and of a ballot's award. */

const JUDGES_WEIGHT_RANGE = issueKey('wholeNumberFrom', {
  field: 'judgesWeight',
  min: 0,
  max: 100,
});

const ROUTE_SIZE_RANGE = issueKey('wholeNumberFrom', {
  field: 'routeSize',
  min: MIN_ROUTE_SIZE,
  max: MAX_ROUTE_SIZE,
});

/** An expo's settings: how many projects each judge's route holds (10 when left out). */
export const expoInput = z.strictObject({
  routeSize: z
    .number({ error: ROUTE_SIZE_RANGE })
    .int({ error: ROUTE_SIZE_RANGE })
    .min(MIN_ROUTE_SIZE, { error: ROUTE_SIZE_RANGE })
    .max(MAX_ROUTE_SIZE, { error: ROUTE_SIZE_RANGE })
    .default(DEFAULT_ROUTE_SIZE),
});

/** Which award a ballot read or reset is about: always named. */
export const ballotQuery = z.strictObject({ awardId: idParam });

/**
 * An award as the organiser saves it: a name unique in the room (any case),
 * the contestants it is open to (null: all of them, now and later), who
 * votes in it (everyone when left out, judges for an expo) and, for judges
 * and audience, the judges' weight in percent (50 when left out). `expo`:
 * judged at an expo, each judge walking a route (null or left out: a top
 * three on every phone).
 */
export const awardInput = z
  .strictObject({
    name: requiredText('awardName', AWARD_NAME_MAX_LENGTH),
    contestantIds: z
      .array(idParam, { error: issueKey('contestantIdListOrNull') })
      .min(1, { error: issueKey('chooseAContestant') })
      .max(MAX_CONTESTANTS_PER_ROOM, {
        error: issueKey('roomContestantLimit', { max: MAX_CONTESTANTS_PER_ROOM }),
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: issueKey('contestantChosenTwice'),
      })
      .nullable()
      .default(null),
    voters: z
      .enum(AWARD_VOTERS, {
        error: issueKey('votersNotOption'),
      })
      .optional(),
    judgesWeight: z
      .number({ error: JUDGES_WEIGHT_RANGE })
      .int({ error: JUDGES_WEIGHT_RANGE })
      .min(0, { error: JUDGES_WEIGHT_RANGE })
      .max(100, { error: JUDGES_WEIGHT_RANGE })
      .nullable()
      .default(null),
    expo: expoInput.nullable().default(null),
  })
  .refine((award) => award.voters === 'judges_and_audience' || award.judgesWeight === null, {
    error: issueKey('judgesWeightNotBlended'),
    path: ['judgesWeight'],
  })
  .refine((award) => award.expo === null || (award.voters ?? 'judges') === 'judges', {
    error: issueKey('expoJudgesOnly'),
    path: ['voters'],
  })
  .transform((award) => ({
    ...award,
    voters: award.voters ?? (award.expo ? 'judges' : 'everyone'),
    judgesWeight:
      award.voters === 'judges_and_audience'
        ? (award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT)
        : award.judgesWeight,
  }));
export type AwardInput = z.input<typeof awardInput>;

/** The room's awards in their new order: each of them once, by id. */
export const reorderAwardsInput = z.strictObject({
  awardIds: z
    .array(idParam, { error: issueKey('awardIdList') })
    .max(MAX_AWARDS_PER_ROOM, { error: issueKey('roomAwardLimit', { max: MAX_AWARDS_PER_ROOM }) })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: issueKey('awardTwiceInOrder'),
    }),
});
export type ReorderAwardsInput = z.input<typeof reorderAwardsInput>;
