import { asc, eq } from 'drizzle-orm';
import type { AwardResults, FinalScore, Results } from '#shared/api.ts';
import type { AwardVoters } from '#shared/constants.ts';
import type { AuditDetails } from '../db/audit-details.ts';
import type { Executor } from '../db/database.ts';
import { awards } from '../db/schema.ts';
import { auditLogs } from '../db/schema-audit.ts';
import { ballotRecords, type ResultsRow, results } from '../db/schema-record.ts';
import { frozenFingerprint } from './ballot-records.ts';

/** One award's results row with the award's name and who voted in it. */
export type AwardResultsRow = ResultsRow & {
  awardName: string;
  voters: AwardVoters;
  judgesWeight: number | null;
};

function toAwardResults(row: AwardResultsRow): AwardResults {
  return {
    awardId: row.awardId,
    awardName: row.awardName,
    voters: row.voters,
    judgesWeight: row.judgesWeight,
    finalScores: row.finalScores,
    winnerId: row.winnerId,
    totalBallots: row.totalBallots,
  };
}

/**
 * A room's results from its awards' rows, in the organiser's order; the
 * top-level figures are the first award's; with the ballot record's
 * fingerprint once it is frozen. Null when there are none.
 */
export function toResults(
  rows: readonly AwardResultsRow[],
  fingerprint: string | null = null,
): Results | null {
  const [first] = rows;
  if (!first) return null;
  return {
    ...(fingerprint === null ? {} : { fingerprint }),
    roomId: first.roomId,
    finalScores: first.finalScores,
    winnerId: first.winnerId,
    totalBallots: first.totalBallots,
    createdAt: first.createdAt.toISOString(),
    awards: rows.map(toAwardResults),
  };
}

/** The room's results, every award's in the organiser's order; null before voting ends. */
export async function findResults(ex: Executor, roomId: string): Promise<Results | null> {
  const rows = await ex
    .select({
      awardId: results.awardId,
      roomId: results.roomId,
      finalScores: results.finalScores,
      winnerId: results.winnerId,
      totalBallots: results.totalBallots,
      createdAt: results.createdAt,
      awardName: awards.name,
      voters: awards.voters,
      judgesWeight: awards.judgesWeight,
      fingerprint: frozenFingerprint,
    })
    .from(results)
    .innerJoin(awards, eq(awards.id, results.awardId))
    .leftJoin(ballotRecords, eq(ballotRecords.roomId, results.roomId))
    .where(eq(results.roomId, roomId))
    .orderBy(asc(awards.position), asc(awards.createdAt), asc(awards.id));
  return toResults(rows, rows[0]?.fingerprint ?? null);
}

/** One award's results, as a finish writes them. */
export type AwardResultsValues = {
  roomId: string;
  awardId: string;
  awardName: string;
  voters: AwardVoters;
  judgesWeight: number | null;
  finalScores: FinalScore[];
  winnerId: string | null;
  totalBallots: number;
};

/** Writes every award's results in one statement; answers them in the order given. */
export async function insertResults(
  ex: Executor,
  values: readonly AwardResultsValues[],
): Promise<AwardResultsRow[]> {
  if (values.length === 0) return [];
  const inserted = await ex
    .insert(results)
    .values(values.map(({ awardName, voters, judgesWeight, ...row }) => row))
    .returning();
  const byAward = new Map(inserted.map((row) => [row.awardId, row]));
  return values.map(({ awardId, awardName, voters, judgesWeight }) => {
    const row = byAward.get(awardId);
    if (!row) throw new Error(`results insert returned nothing for award ${awardId}`);
    return { ...row, awardName, voters, judgesWeight };
  });
}

export async function insertAuditLog(
  ex: Executor,
  values: { roomId: string; userId: string; action: string; details: AuditDetails },
): Promise<void> {
  await ex.insert(auditLogs).values(values);
}
