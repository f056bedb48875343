import { z } from 'zod';
import {
  AWARD_NAME_MAX_LENGTH,
  AWARD_VOTERS,
  DEFAULT_JUDGES_WEIGHT,
  MAX_AWARDS_PER_ROOM,
  MAX_CONTESTANTS_PER_ROOM,
} from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { idParam, requiredText } from './schemas.ts';

/** The inputs of the award routes, and of a ballot's award. */

const JUDGES_WEIGHT_RANGE = issueKey('wholeNumberFrom', {
  field: 'judgesWeight',
  min: 0,
  max: 100,
});

/** Which award a ballot read or reset is about: always named. */
export const ballotQuery = z.strictObject({ awardId: idParam });

/**
 * An award as the organiser saves it: a name unique in the room (any case),
 * the contestants it is open to (null: all of them, now and later), who
 * votes in it (everyone when left out) and, for judges and audience, the
 * judges' weight in percent (50 when left out).
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
      .default('everyone'),
    judgesWeight: z
      .number({ error: JUDGES_WEIGHT_RANGE })
      .int({ error: JUDGES_WEIGHT_RANGE })
      .min(0, { error: JUDGES_WEIGHT_RANGE })
      .max(100, { error: JUDGES_WEIGHT_RANGE })
      .nullable()
      .default(null),
  })
  .refine((award) => award.voters === 'judges_and_audience' || award.judgesWeight === null, {
    error: issueKey('judgesWeightNotBlended'),
    path: ['judgesWeight'],
  })
  .transform((award) =>
    award.voters === 'judges_and_audience' && award.judgesWeight === null
      ? { ...award, judgesWeight: DEFAULT_JUDGES_WEIGHT }
      : award,
  );
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
