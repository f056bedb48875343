import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { RoomEventBus } from '../realtime/event-bus.ts';

/** What the services need: the database, the room event bus and a logger. */
export type ServiceContext = {
  database: Database;
  bus: RoomEventBus;
  log: FastifyBaseLogger;
  /** Makes room codes; replaceable so tests can force a collision. */
  newRoomCode: () => string;
};
