import { z } from 'zod';
import {
  AWARD_NAME_MAX_LENGTH,
  MAX_AWARDS_PER_ROOM,
  MAX_CONTESTANTS_PER_ROOM,
} from './constants.ts';
import { idParam, requiredText } from './schemas.ts';

/** The inputs of the award routes, and of a ballot's award. */

/** Which award a ballot read or reset is about; the room's first award when left out. */
export const ballotQuery = z.strictObject({ awardId: idParam.optional() });

/**
 * An award as the organiser saves it: a name unique in the room (any case),
 * and the contestants it is open to (null: all of them, now and later).
 */
export const awardInput = z.strictObject({
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
});
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
