import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FinalScore } from '#shared/api.ts';
import { AMENDMENT_WHY } from '#shared/ballot-record-format.ts';
import { awards, contestants, roomIdColumn, rooms } from './schema.ts';

/** The tables of what voting ends with: results, the ballot record and what led to it. */

/** Each award's tally, written once, when voting ends. */
export const results = pgTable(
  'results',
  {
    awardId: uuid('award_id')
      .primaryKey()
      .references(() => awards.id, { onDelete: 'cascade' }),
    roomId: roomIdColumn(),
    finalScores: jsonb('final_scores').$type<FinalScore[]>().notNull(),
    winnerId: uuid('winner_id').references(() => contestants.id),
    totalBallots: integer('total_ballots').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('results_room_idx').on(table.roomId)],
);

export type ResultsRow = typeof results.$inferSelect;

/**
 * Something an organiser's change did to a ballot while voting was open: it
 * deleted it (a participant or judge removed, the award's voters changed, its
 * last pick removed) or changed it (a contestant taken out). Kept by receipt
 * only, so that the ballot record can tell a voter why their ballot counts as
 * it does without saying whose it was.
 */
export const ballotAmendments = pgTable(
  'ballot_amendments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: roomIdColumn(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    receipt: text('receipt').notNull(),
    what: text('what', { enum: ['deleted', 'changed'] }).notNull(),
    why: text('why', { enum: AMENDMENT_WHY }).notNull(),
    /** The contestant taken out of the ballot, when one was. */
    contestantName: text('contestant_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ballot_amendments_what_check', sql`${table.what} in ('deleted', 'changed')`),
    index('ballot_amendments_room_idx').on(table.roomId),
  ],
);

/** Bytes, as PostgreSQL's bytea; PGlite hands them over as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A room's ballot record, frozen with its results when voting ends: its
 * canonical form gzipped (megabytes of JSON, a tenth of that gzipped, so
 * finishing writes little) and the SHA-256 of the canonical form itself.
 * No call changes it afterwards.
 */
export const ballotRecords = pgTable('ballot_records', {
  roomId: uuid('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  canonicalGzip: bytea('canonical_gzip').notNull(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
