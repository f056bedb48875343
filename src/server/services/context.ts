import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { RoomEventBus } from '../realtime/event-bus.ts';
import type { BallotWriter } from './ballot-writer.ts';

/** What the services need: the database, the room event bus, the ballot writer and a logger. */
export type ServiceContext = {
  database: Database;
  bus: RoomEventBus;
  /** Where ballots are written, together when they arrive together. */
  ballotWriter: BallotWriter;
  log: FastifyBaseLogger;
  /** Makes room codes; replaceable so tests can force a collision. */
  newRoomCode: () => string;
};
