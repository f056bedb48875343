import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROUTE_STOP_STATUSES } from '#shared/constants.ts';
import { awards, contestants, roomParticipants } from './schema.ts';

/**
 * An expo judge's route in one award: the projects they are to see, in the
 * order they walk them (position), each planned, seen, or reported absent
 * (the project was not at its table). Seen and absent stops are history and
 * stay; planned ones are planned again whenever judges, projects or reports
 * change.
 */
export const routeStops = pgTable(
  'route_stops',
  {
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').notNull(),
    participantId: text('participant_id').notNull(),
    contestantId: uuid('contestant_id')
      .notNull()
      .references(() => contestants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: ROUTE_STOP_STATUSES }).notNull().default('planned'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'route_stops_pkey',
      columns: [table.awardId, table.participantId, table.contestantId],
    }),
    index('route_stops_contestant_idx').on(table.awardId, table.contestantId),
    check('route_stops_status_check', sql`${table.status} in ('planned', 'seen', 'absent')`),
    foreignKey({
      name: 'route_stops_participant_fk',
      columns: [table.roomId, table.participantId],
      foreignColumns: [roomParticipants.roomId, roomParticipants.id],
    }).onDelete('cascade'),
  ],
);
export type RouteStopRow = typeof routeStops.$inferSelect;
