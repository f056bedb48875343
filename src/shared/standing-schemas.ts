import { z } from 'zod';

/** How a contestant stands in a blended award or an expo, beside its points. */

/**
 * A contestant's standing in an award of judges and audience: the points
 * each side gave it, and its blended score in percent (one decimal).
 */
export const blend = z.object({
  judgesPoints: z.number().int(),
  audiencePoints: z.number().int(),
  score: z.number(),
});
export type Blend = z.infer<typeof blend>;

/**
 * A project's standing in an expo's jury order (decision 046): how many
 * judges saw and ranked it, its Copeland wins, ties and losses and score, and
 * its Crowd-BT strength with the place that alone gives it (the second opinion).
 */
export const jury = z.object({
  judges: z.number().int(),
  wins: z.number().int(),
  ties: z.number().int(),
  losses: z.number().int(),
  copeland: z.number(),
  strength: z.number(),
  strengthRank: z.number().int(),
});
export type Jury = z.infer<typeof jury>;
