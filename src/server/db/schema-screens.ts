import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roomIdColumn } from './schema.ts';

/**
 * A screen link: a read-only secret that opens the room's big screen
 * (presenter view) on another machine, such as a streaming PC or a hall
 * screen. It has no power in the room; revoking one deletes its row.
 */
export const screens = pgTable(
  'screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    tokenHash: text('token_hash').notNull().unique('screens_token_hash_unique'),
    /** How the dashboard names this screen ("Screen 1", "Stream"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screens_room_idx').on(table.roomId)],
);

export type ScreenRow = typeof screens.$inferSelect;
