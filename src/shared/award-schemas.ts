import { z } from 'zod';
import {
  AWARD_NAME_MAX_LENGTH,
  AWARD_VOTERS,
  DEFAULT_JUDGES_WEIGHT,
  MAX_AWARDS_PER_ROOM,
  MAX_CONTESTANTS_PER_ROOM,
} from './constants.ts';
import { idParam, requiredText } from './schemas.ts';

/** The inputs of the award routes, and of a ballot's award. */

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
    name: requiredText('Award name', AWARD_NAME_MAX_LENGTH),
    contestantIds: z
      .array(idParam, { error: 'contestantIds must be a list of contestant ids, or null.' })
      .min(1, { error: 'Choose at least one contestant.' })
      .max(MAX_CONTESTANTS_PER_ROOM, {
        error: `A room has at most ${MAX_CONTESTANTS_PER_ROOM} contestants.`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Each contestant may be chosen only once.',
      })
      .nullable()
      .default(null),
    voters: z
      .enum(AWARD_VOTERS, {
        error: 'voters must be one of everyone, judges, audience or judges_and_audience.',
      })
      .default('everyone'),
    judgesWeight: z
      .number({ error: "Judges' weight must be a whole number from 0 to 100." })
      .int({ error: "Judges' weight must be a whole number from 0 to 100." })
      .min(0, { error: "Judges' weight must be a whole number from 0 to 100." })
      .max(100, { error: "Judges' weight must be a whole number from 0 to 100." })
      .nullable()
      .default(null),
  })
  .refine((award) => award.voters === 'judges_and_audience' || award.judgesWeight === null, {
    error: "Judges' weight applies only to an award of judges and audience.",
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
    .array(idParam, { error: 'awardIds must be a list of award ids.' })
    .max(MAX_AWARDS_PER_ROOM, { error: `A room has at most ${MAX_AWARDS_PER_ROOM} awards.` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each award may appear only once in the order.',
    }),
});
export type ReorderAwardsInput = z.input<typeof reorderAwardsInput>;
