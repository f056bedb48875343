import { desc, eq } from 'drizzle-orm';
import type { AdminLogEntry } from '#shared/admins.ts';
import type { Executor } from '../db/database.ts';
import { auditLogs } from '../db/schema-audit.ts';

type AuditRow = typeof auditLogs.$inferSelect;

/** The room's latest audit entries, newest first. */
export function listAuditLog(ex: Executor, roomId: string, limit: number): Promise<AuditRow[]> {
  return ex
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.roomId, roomId))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}

function detailOf(details: AuditRow['details']): string | null {
  if ('team' in details) return details.team ?? null;
  if ('simulated_voters' in details) return String(details.simulated_voters);
  if ('conflicts' in details && details.conflicts) {
    return details.conflicts.length > 0 ? details.conflicts.join(', ') : null;
  }
  return null;
}

/**
 * An audit entry as the organiser log shows it. An entry written before
 * entries named their organiser names none.
 */
export function toAdminLogEntry(row: AuditRow): AdminLogEntry {
  const { details } = row;
  return {
    id: row.id,
    action: row.action,
    admin: details.admin ?? null,
    participant: 'participant' in details ? details.participant : null,
    detail: detailOf(details),
    createdAt: row.createdAt.toISOString(),
  };
}
