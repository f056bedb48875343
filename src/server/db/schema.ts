import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RankingEntry } from '#shared/api.ts';
import {
  ADMIN_ID,
  AWARD_FORMATS,
  AWARD_VOTERS,
  MAX_ROUTE_SIZE,
  MIN_ROUTE_SIZE,
} from '#shared/constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/languages.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 10 }).notNull().unique('rooms_code_unique'),
    name: varchar('name', { length: 20 }).notNull(),
    title: text('title').notNull(),
    adminId: text('admin_id').notNull().default(ADMIN_ID),
    status: text('status', { enum: ['setup', 'ended'] })
      .notNull()
      .default('setup'),
    /**
     * Bumped by every change to the room but a ballot or a join (its activity,
     * counted from the rows themselves); stamps realtime snapshots and updates.
     */
    version: integer('version').notNull().default(1),
    /** Results reach participants and the public only once the reveal shows #1. */
    holdResults: boolean('hold_results').notNull().default(false),
    /** How many steps of the staged reveal the big screen has shown. */
    revealStep: integer('reveal_step').notNull().default(0),
    /** When the organiser's countdown closes voting by itself; null when no timer runs. */
    votingEndsAt: timestamp('voting_ends_at', { withTimezone: true }),
    /**
     * Whether the ballot record publishes each ballot's rankings (else only a
     * salted SHA-256 of each); the organiser decides while voting is open.
     */
    publishBallots: boolean('publish_ballots').notNull().default(true),
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A rehearsal with simulated voters: when it started, how many voters it
     * simulates, and when the last of them has voted; all null when none runs.
     */
    rehearsalStartedAt: timestamp('rehearsal_started_at', { withTimezone: true }),
    rehearsalVoters: integer('rehearsal_voters'),
    rehearsalEndsAt: timestamp('rehearsal_ends_at', { withTimezone: true }),
  },
  (table) => [
    check('rooms_status_check', sql`${table.status} in ('setup', 'ended')`),
    check('rooms_code_format', sql`${table.code} ~ '^[A-Z0-9]{10}$'`),
    check(
      'rooms_language_check',
      sql`${table.language} in ('en', 'es', 'de', 'fr', 'pt-BR', 'ar')`,
    ),
    // Each node looks up the running timers when it starts.
    index('rooms_voting_ends_idx')
      .on(table.votingEndsAt)
      .where(sql`${table.votingEndsAt} is not null`),
  ],
);

/** The room a row belongs to: it goes when the room is deleted. */
export function roomIdColumn() {
  return uuid('room_id')
    .notNull()
    .references(() => rooms.id, { onDelete: 'cascade' });
}

export const contestants = pgTable(
  'contestants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    name: text('name').notNull(),
    blurb: text('blurb').notNull(),
    imageUrl: text('image_url'),
    demoUrl: text('demo_url'),
    /** A short hash of a pasted image, part of its URL: a new image gets a new URL. */
    imageHash: text('image_hash'),
    orderIndex: integer('order_index').notNull(),
    /** The project's table at the expo (null: none yet); one contestant per table in a room. */
    tableNumber: integer('table_number'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('contestants_room_order_unique').on(table.roomId, table.orderIndex),
    // NOTE: DEFERRABLE in the migration (drizzle cannot say it), so numbering every table
    // in one statement may swap numbers: uniqueness is checked when the statement ends.
    unique('contestants_room_table_unique').on(table.roomId, table.tableNumber),
    check('contestants_table_number_check', sql`${table.tableNumber} > 0`),
  ],
);

export const roomParticipants = pgTable(
  'room_participants',
  {
    roomId: roomIdColumn(),
    /** The participant id, of the form voter_{timestamp}_{random}. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('room_participants_token_hash_unique'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A judge: invited by an organiser with a personal link (joinedAt is when),
     * never listed among participants nor counted in their turnout.
     */
    judge: boolean('judge').notNull().default(false),
    /** The contestant whose team this participant is in: they may not rank it. */
    teamId: uuid('team_id').references(() => contestants.id, { onDelete: 'set null' }),
    /** A simulated voter of a rehearsal: gone, with its ballots, when the rehearsal ends. */
    simulated: boolean('simulated').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'room_participants_pkey', columns: [table.roomId, table.id] }),
    index('room_participants_room_joined_idx').on(table.roomId, table.joinedAt),
    // Judges and team members are few: counted and found by small partial indexes.
    index('room_participants_judges_idx').on(table.roomId).where(sql`${table.judge}`),
    index('room_participants_room_team_idx')
      .on(table.roomId, table.teamId)
      .where(sql`${table.teamId} is not null`),
    // Removing a contestant takes its team members out of its team.
    index('room_participants_team_idx').on(table.teamId).where(sql`${table.teamId} is not null`),
  ],
);

/**
 * A prize of the room, each its own ranked vote, listed by position (the
 * organiser's order). An award open to all contestants holds no rows in
 * award_contestants, so a contestant added later joins it; one open to chosen
 * contestants lists them there.
 */
export const awards = pgTable(
  'awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    name: varchar('name', { length: 40 }).notNull(),
    position: integer('position').notNull(),
    openToAll: boolean('open_to_all').notNull().default(true),
    /** Who votes in it: everyone, judges only, audience only, or both blended. */
    voters: text('voters', { enum: AWARD_VOTERS }).notNull().default('everyone'),
    /** The judges' weight in percent, for an award of judges and audience only. */
    judgesWeight: integer('judges_weight'),
    /**
     * How it is voted: a top three on every phone, or an expo where each judge
     * walks a route of route_size projects and ranks what they saw.
     */
    format: text('format', { enum: AWARD_FORMATS }).notNull().default('top_three'),
    routeSize: integer('route_size'),
    /** When the organiser closed an expo's judging: its rankings are final from then on. */
    judgingClosedAt: timestamp('judging_closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'awards_format_check',
      sql`${table.format} in ('top_three', 'expo') and (${table.format} = 'expo') = (${table.routeSize} is not null) and (${table.format} <> 'expo' or ${table.voters} = 'judges') and (${table.judgingClosedAt} is null or ${table.format} = 'expo') and coalesce(${table.routeSize} between ${sql.raw(String(MIN_ROUTE_SIZE))} and ${sql.raw(String(MAX_ROUTE_SIZE))}, true)`,
    ),
    check(
      'awards_voters_check',
      sql`${table.voters} in ('everyone', 'judges', 'audience', 'judges_and_audience')`,
    ),
    check(
      'awards_judges_weight_check',
      sql`(${table.voters} = 'judges_and_audience') = (${table.judgesWeight} is not null) and coalesce(${table.judgesWeight} between 0 and 100, true)`,
    ),
    uniqueIndex('awards_room_name_unique').on(table.roomId, sql`lower(${table.name})`),
    index('awards_room_position_idx').on(table.roomId, table.position),
  ],
);

export const ballots = pgTable(
  'ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: roomIdColumn(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    /** Whether a judge cast it (a participant is a judge or not for good). */
    judge: boolean('judge').notNull().default(false),
    rankings: jsonb('rankings').$type<RankingEntry[]>().notNull(),
    /**
     * The rankings as text, kept by the database with every write: identical
     * ballots are grouped by it when voting ends, where grouping by the
     * `jsonb` itself hashed and compared each of 40,000 ballots several times
     * slower. `jsonb` prints itself one way only (keys sorted, no spaces),
     * so equal rankings give equal text.
     */
    rankingsText: text('rankings_text').notNull().generatedAlwaysAs(sql`rankings::text`),
    /**
     * The ballot's receipt (80 random bits, grouped: K7Q2-9XF4-M3TD-8WQA),
     * given when it is first written and kept through every change; the
     * ballot record lists it, and only its participant is told it is theirs.
     */
    receipt: text('receipt').notNull(),
    /** A secret only the participant is told: it salts the ballot's hash in a sealed record. */
    salt: text('salt').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One ballot per participant and award.
    unique('ballots_award_participant_unique').on(table.awardId, table.participantId),
    unique('ballots_receipt_unique').on(table.receipt),
    index('ballots_room_participant_idx').on(table.roomId, table.participantId),
    index('ballots_room_updated_idx').on(table.roomId, table.updatedAt),
    // A ballot belongs to a participant: removing the participant removes it.
    foreignKey({
      name: 'ballots_participant_fk',
      columns: [table.roomId, table.participantId],
      foreignColumns: [roomParticipants.roomId, roomParticipants.id],
    }).onDelete('cascade'),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
export type ContestantRow = typeof contestants.$inferSelect;
export type ParticipantRow = typeof roomParticipants.$inferSelect;
/** A ballot as read: its rankings' text is the database's own, for grouping only. */
export type BallotRow = Omit<typeof ballots.$inferSelect, 'rankingsText'>;
export type AwardRow = typeof awards.$inferSelect;
