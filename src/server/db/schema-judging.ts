import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contestants, roomIdColumn, roomParticipants } from './schema.ts';

/** The tables that tie people to contestants: judges' conflicts and team links. */

/** The contestants a judge has a conflict of interest with, and so may not rank. */
export const judgeConflicts = pgTable(
  'judge_conflicts',
  {
    roomId: uuid('room_id').notNull(),
    participantId: text('participant_id').notNull(),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({
      name: 'judge_conflicts_pkey',
      columns: [table.roomId, table.participantId, table.contestantId],
    }),
    index('judge_conflicts_contestant_idx').on(table.contestantId),
    foreignKey({
      name: 'judge_conflicts_participant_fk',
      columns: [table.roomId, table.participantId],
      foreignColumns: [roomParticipants.roomId, roomParticipants.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A contestant's team link, by the hash of its secret: whoever joins through
 * it is in that contestant's team. A contestant may have several (each
 * showing of the link makes one); all open the same team.
 */
export const teamLinks = pgTable(
  'team_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('team_links_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_links_contestant_idx').on(table.contestantId)],
);
