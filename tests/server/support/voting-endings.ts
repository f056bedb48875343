import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { auditLogs } from '#server/db/schema-audit.ts';
import { results } from '#server/db/schema-record.ts';

/** The room's results rows and its audit entries for ending voting, as the database holds them. */
export async function endingsOf(db: Executor, roomId: string) {
  return {
    results: await db.select().from(results).where(eq(results.roomId, roomId)),
    audit: await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.roomId, roomId), eq(auditLogs.action, 'finish_voting'))),
  };
}
