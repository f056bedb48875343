import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditDetails } from './audit-details.ts';
import { roomIdColumn } from './schema.ts';

/** The organiser log: who finished voting, removed, invited or revoked whom, set which team. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_logs_room_idx').on(table.roomId)],
);
