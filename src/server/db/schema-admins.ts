import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roomIdColumn } from './schema.ts';

/**
 * A device that may run a room: its secret's hash, and who it is in audit
 * entries. The owner created the room and alone invites and revokes
 * co-organisers; revoking one deletes its row.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    tokenHash: text('token_hash').notNull().unique('admins_token_hash_unique'),
    role: text('role', { enum: ['owner', 'co_admin'] })
      .notNull()
      .default('owner'),
    /** How the dashboard and the audit log name this organiser. */
    name: text('name').notNull().default('Organiser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admins_room_idx').on(table.roomId),
    check('admins_role_check', sql`${table.role} in ('owner', 'co_admin')`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;
