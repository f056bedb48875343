import { z } from 'zod';
import { contestant, room } from './api.ts';
import {
  AWARD_NAME_MAX_LENGTH,
  AWARD_VOTERS,
  MAX_ROUTE_SIZE,
  ROUTE_STOP_STATUSES,
} from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { idParam, requiredText } from './schemas.ts';

/**
 * An expo's wire: the public expo page, a judge's route and what they saw,
 * the organisers' view of judging (progress, coverage, absent reports, the
 * jury order), and sending the finalists to a stage vote.
 */

/** A project as the expo page shows it: its table, name and description. */
export const expoProject = contestant.pick({
  id: true,
  name: true,
  blurb: true,
  tableNumber: true,
});
export type ExpoProject = z.infer<typeof expoProject>;

/**
 * A room's expo, for anyone who has its code (the public expo page): the
 * room's name, title, code, status and language, and its projects in the
 * expo's order (`byTable`: by table number, then those without one in the
 * room's order). Nothing secret: no ballot, no participant, no link of anyone's.
 */
export const expoResponse = z.object({
  expo: room.pick({ code: true, name: true, title: true, status: true, language: true }).extend({
    projects: z.array(expoProject),
  }),
});
export type Expo = z.infer<typeof expoResponse>['expo'];

/** One stop of a judge's route: the project, its table, and whether it is to see, seen or absent. */
export const routeStop = z.object({
  contestantId: z.string(),
  tableNumber: z.number().int().nullable(),
  status: z.enum(ROUTE_STOP_STATUSES),
});
export type RouteStop = z.infer<typeof routeStop>;

/**
 * A judge's route in an expo award: what they walked, in the order walked,
 * then what is planned for them, in walking order. `routeSize`: how many
 * projects they are to see.
 */
export const routeResponse = z.object({
  awardId: z.string(),
  routeSize: z.number().int(),
  judgingClosed: z.boolean(),
  stops: z.array(routeStop),
});
export type Route = z.infer<typeof routeResponse>;

/** A stop walked: the project was seen, or it was not at its table (absent). */
export const walkStopInput = z.strictObject({
  status: z.enum(['seen', 'absent'], { error: issueKey('statusNotOption') }),
});
export type WalkStopInput = z.input<typeof walkStopInput>;

/** A judge's ranking of everything they saw, best first, by contestant id. */
export const expoRankingInput = z.strictObject({
  contestantIds: z
    .array(idParam, { error: issueKey('rankingsNotList') })
    .min(1, { error: issueKey('rankAtLeastOne') })
    .max(MAX_ROUTE_SIZE, { error: issueKey('rankAtMost', { max: MAX_ROUTE_SIZE }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: issueKey('rankedTwice') }),
});
export type ExpoRankingInput = z.input<typeof expoRankingInput>;

/** One judge's progress: "7 of 10 seen, ranked". */
export const judgeProgress = z.object({
  judgeId: z.string(),
  name: z.string(),
  seen: z.number().int(),
  absent: z.number().int(),
  /** Projects still planned for them. */
  planned: z.number().int(),
  /** How many projects their ranking holds (0: not ranked yet). */
  ranked: z.number().int(),
});
export type JudgeProgress = z.infer<typeof judgeProgress>;

/**
 * A project's place in an expo's jury order: how many judges saw (and ranked)
 * it, its Copeland wins, ties and losses against the projects it was compared
 * with, its Copeland score, and its Crowd-BT strength with the place that
 * strength alone gives (the second opinion).
 */
export const juryStanding = z.object({
  contestantId: z.string(),
  rank: z.number().int(),
  judges: z.number().int(),
  wins: z.number().int(),
  ties: z.number().int(),
  losses: z.number().int(),
  copeland: z.number(),
  strength: z.number(),
  strengthRank: z.number().int(),
});
export type JuryStanding = z.infer<typeof juryStanding>;

/** How many present projects this many judges have seen: none, one, two, three or more. */
export const coverage = z.object({
  none: z.number().int(),
  one: z.number().int(),
  two: z.number().int(),
  more: z.number().int(),
});
export type Coverage = z.infer<typeof coverage>;

/**
 * The organisers' view of an expo award's judging: each judge's progress,
 * coverage, the projects reported absent (told once two judges report one),
 * how many of its projects have no table yet, and the jury order so far.
 */
export const judgingResponse = z.object({
  awardId: z.string(),
  routeSize: z.number().int(),
  judgingClosed: z.boolean(),
  judges: z.array(judgeProgress),
  coverage,
  absences: z.array(z.object({ contestantId: z.string(), reports: z.number().int() })),
  withoutTable: z.number().int(),
  juryOrder: z.array(juryStanding),
});
export type Judging = z.infer<typeof judgingResponse>;

/** Close (or reopen) an expo's judging: closed, its rankings are final. */
export const judgingClosedInput = z.strictObject({ closed: z.boolean() });
export type JudgingClosedInput = z.input<typeof judgingClosedInput>;

const FINALISTS_RANGE = issueKey('wholeNumberFrom', { field: 'finalists', min: 1, max: 50 });

/**
 * Send the top N of an expo's jury order to a stage vote: into an award of
 * the room nobody has voted in yet (awardId), or a new one named `name`, for
 * these voters (the audience when left out).
 */
export const finalistsInput = z.strictObject({
  count: z
    .number({ error: FINALISTS_RANGE })
    .int({ error: FINALISTS_RANGE })
    .min(1, { error: FINALISTS_RANGE })
    .max(50, { error: FINALISTS_RANGE }),
  target: z.union([
    z.strictObject({ awardId: idParam }),
    z.strictObject({
      name: requiredText('awardName', AWARD_NAME_MAX_LENGTH),
      voters: z.enum(AWARD_VOTERS, { error: issueKey('votersNotOption') }).default('audience'),
    }),
  ]),
});
export type FinalistsInput = z.input<typeof finalistsInput>;
export type Finalists = z.output<typeof finalistsInput>;
