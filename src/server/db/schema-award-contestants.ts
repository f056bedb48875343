import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { awards, contestants } from './schema.ts';

/** The contestants an award open to chosen contestants holds. */
export const awardContestants = pgTable(
  'award_contestants',
  {
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'award_contestants_pkey', columns: [table.awardId, table.contestantId] }),
    index('award_contestants_contestant_idx').on(table.contestantId),
  ],
);
