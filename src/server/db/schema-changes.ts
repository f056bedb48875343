import { index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { roomIdColumn } from './schema.ts';

/**
 * Every versioned room change, as its events, for nodes on one PostgreSQL:
 * a change too large to notify is read from here by its version, and a node
 * whose listening connection dropped reads here what it missed (decision 038).
 * Rows are kept for a while, then pruned; a node that finds a gap in them
 * sends its subscribers fresh snapshots instead.
 */
export const roomChanges = pgTable(
  'room_changes',
  {
    roomId: roomIdColumn(),
    version: integer('version').notNull(),
    events: jsonb('events').$type<RoomEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.version] }),
    index('room_changes_created_idx').on(table.createdAt),
  ],
);
