import { z } from 'zod';
import { issueKey } from './issue-keys.ts';

/**
 * A room's results and ballots as a file (Export CSV, Export JSON). `status`
 * is `final` once voting has ended (the results row), else `provisional`
 * (the tally of the ballots so far). Ballots name their participant as
 * "Participant N" (a judge as "Judge N"), N counting them in the order they
 * joined, unless the organiser asked for names; `voter` says whether a judge
 * or the audience cast each, and `team`, with names, the participant's team.
 * In an award of judges and audience each contestant carries the points each
 * side gave it and its blended score in percent (null elsewhere); in an expo,
 * its standing in the jury order (`jury`), and each ballot its judge's whole
 * ranking of what they saw (`ranking`, best first).
 */
const exportedContestants = z.array(
  z.object({
    rank: z.number().int(),
    name: z.string(),
    /** Its table at the expo (null: none), only in a room where some contestant has one. */
    table: z.number().int().nullable().optional(),
    points: z.number().int(),
    firstPlaces: z.number().int(),
    secondPlaces: z.number().int(),
    thirdPlaces: z.number().int(),
    judgesPoints: z.number().int().nullable(),
    audiencePoints: z.number().int().nullable(),
    score: z.number().nullable(),
    jury: z
      .object({
        judges: z.number().int(),
        wins: z.number().int(),
        ties: z.number().int(),
        losses: z.number().int(),
        copeland: z.number(),
        strengthRank: z.number().int(),
      })
      .optional(),
  }),
);

const exportedBallots = z.array(
  z.object({
    participant: z.string(),
    voter: z.enum(['judge', 'audience']),
    team: z.string().nullable(),
    first: z.string().nullable(),
    second: z.string().nullable(),
    third: z.string().nullable(),
    ranking: z.array(z.string()).optional(),
    updatedAt: z.string(),
  }),
);

/**
 * One award of an export: who voted in it ("Everyone", "Judges only", or a
 * blend's weights, "Judges 70% · Audience 30%"), its ranking and its ballots.
 */
export const awardExport = z.object({
  name: z.string(),
  voters: z.string(),
  totalBallots: z.number().int(),
  contestants: exportedContestants,
  ballots: exportedBallots,
});
export type AwardExport = z.infer<typeof awardExport>;

/**
 * The whole export. `awards` holds every award in the organiser's order;
 * totalBallots, contestants and ballots repeat the first award's (all a
 * room of one award has). A participant is the same "Participant N" in
 * every award.
 */
export const roomExport = z.object({
  room: z.object({ code: z.string(), name: z.string(), title: z.string() }),
  status: z.enum(['final', 'provisional']),
  exportedAt: z.string(),
  /** The SHA-256 of the ballot record frozen when voting ended; null before (or for a room without one). */
  fingerprint: z.string().nullable(),
  totalBallots: z.number().int(),
  contestants: exportedContestants,
  ballots: exportedBallots,
  awards: z.array(awardExport),
});
export type RoomExport = z.infer<typeof roomExport>;

export type ExportFormat = 'csv' | 'json';

/** Whether the ballots carry the names participants joined with (`?names=include`); hidden by default. */
export const exportQuery = z.strictObject({
  names: z.enum(['hidden', 'include'], { error: issueKey('namesNotOption') }).default('hidden'),
});
export type ExportQuery = z.input<typeof exportQuery>;

/** The file name an export is saved under: viberank-<room code>-results.csv or .json. */
export function exportFileName(code: string, format: ExportFormat): string {
  return `viberank-${code}-results.${format}`;
}
