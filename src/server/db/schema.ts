import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FinalScore, RankingEntry } from '#shared/api.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 10 }).notNull().unique('rooms_code_unique'),
    name: varchar('name', { length: 20 }).notNull(),
    title: text('title').notNull(),
    adminId: text('admin_id').notNull().default('admin'),
    status: text('status', { enum: ['setup', 'ended'] })
      .notNull()
      .default('setup'),
    adminTokenHash: text('admin_token_hash').notNull(),
    /** Bumped by every change to the room; stamps realtime snapshots and updates. */
    version: integer('version').notNull().default(1),
    ballotCount: integer('ballot_count').notNull().default(0),
    participantCount: integer('participant_count').notNull().default(0),
    contestantCount: integer('contestant_count').notNull().default(0),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check('rooms_status_check', sql`${table.status} in ('setup', 'ended')`),
    check('rooms_code_format', sql`${table.code} ~ '^[A-Z0-9]{10}$'`),
  ],
);

export const contestants = pgTable(
  'contestants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    blurb: text('blurb').notNull(),
    imageUrl: text('image_url'),
    demoUrl: text('demo_url'),
    orderIndex: integer('order_index').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('contestants_room_order_unique').on(table.roomId, table.orderIndex)],
);

export const roomParticipants = pgTable(
  'room_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    participantName: text('participant_name').notNull(),
    tokenHash: text('token_hash').notNull().unique('room_participants_token_hash_unique'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('room_participants_room_participant_unique').on(table.roomId, table.participantId),
    index('room_participants_room_joined_idx').on(table.roomId, table.joinedAt),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    voterId: text('voter_id').notNull(),
    voterName: text('voter_name').notNull(),
    rankings: jsonb('rankings').$type<RankingEntry[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('votes_room_voter_unique').on(table.roomId, table.voterId),
    index('votes_room_updated_idx').on(table.roomId, table.updatedAt),
    // A ballot belongs to a participant: removing the participant removes it.
    foreignKey({
      name: 'votes_participant_fk',
      columns: [table.roomId, table.voterId],
      foreignColumns: [roomParticipants.roomId, roomParticipants.participantId],
    }).onDelete('cascade'),
  ],
);

export const results = pgTable('results', {
  roomId: uuid('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  finalScores: jsonb('final_scores').$type<FinalScore[]>().notNull(),
  winnerId: uuid('winner_id').references(() => contestants.id),
  totalBallots: integer('total_ballots').notNull(),
  createdAt: createdAt(),
});

export type AuditDetails = {
  total_votes: number;
  total_contestants: number;
  winner: string | null;
  winner_points: number;
};

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_logs_room_idx').on(table.roomId)],
);

export const schema = { rooms, contestants, roomParticipants, votes, results, auditLogs };
export type Schema = typeof schema;
export type RoomRow = typeof rooms.$inferSelect;
export type ContestantRow = typeof contestants.$inferSelect;
export type ParticipantRow = typeof roomParticipants.$inferSelect;
export type VoteRow = typeof votes.$inferSelect;
export type ResultsRow = typeof results.$inferSelect;
