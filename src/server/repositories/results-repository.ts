import { eq } from 'drizzle-orm';
import type { FinalScore, Results } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { type AuditDetails, auditLogs, type ResultsRow, results } from '../db/schema.ts';

export function toResults(row: ResultsRow): Results {
  return {
    roomId: row.roomId,
    finalScores: row.finalScores,
    winnerId: row.winnerId,
    totalBallots: row.totalBallots,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findResults(ex: Executor, roomId: string): Promise<ResultsRow | undefined> {
  const [row] = await ex.select().from(results).where(eq(results.roomId, roomId));
  return row;
}

export async function insertResults(
  ex: Executor,
  values: {
    roomId: string;
    finalScores: FinalScore[];
    winnerId: string | null;
    totalBallots: number;
  },
): Promise<ResultsRow> {
  const [row] = await ex.insert(results).values(values).returning();
  if (!row) throw new Error('results insert returned nothing');
  return row;
}

export async function insertAuditLog(
  ex: Executor,
  values: { roomId: string; userId: string; action: string; details: AuditDetails },
): Promise<void> {
  await ex.insert(auditLogs).values(values);
}
