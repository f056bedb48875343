import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { RoomEventBus } from '../events/room-events.ts';
import {
  type BallotWriter,
  type CallerReader,
  createBallotWriter,
  createCallerReader,
  createJoinWriter,
  type JoinWriter,
} from './activity-writers.ts';
import { RecordFreezer } from './record-freezer.ts';

/** What the services need: the database, the room event bus, its group commits and a logger. */
export type ServiceContext = {
  database: Database;
  bus: RoomEventBus;
  /** Where ballots are written, together when they arrive together. */
  ballotWriter: BallotWriter;
  /** Where participants join, together when they arrive together. */
  joinWriter: JoinWriter;
  /** Who a token speaks for in a room: the check behind every call. */
  callerReader: CallerReader;
  log: FastifyBaseLogger;
  /** Makes room codes; replaceable so tests can force a collision. */
  newRoomCode: () => string;
  /** Builds each finished room's ballot record after its finish commits. */
  records: RecordFreezer;
};

export function createServiceContext(
  database: Database,
  bus: RoomEventBus,
  log: FastifyBaseLogger,
  newRoomCode: () => string,
): ServiceContext {
  return {
    database,
    bus,
    ballotWriter: createBallotWriter(database, bus),
    joinWriter: createJoinWriter(database, bus),
    callerReader: createCallerReader(database),
    log,
    newRoomCode,
    records: new RecordFreezer({ database, bus, log }),
  };
}
