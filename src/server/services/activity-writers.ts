import type { Database } from '../db/database.ts';
import { createGroupCommit, type GroupCommit } from '../db/group-commit.ts';
import type { RoomEventBus } from '../events/room-events.ts';
import {
  type BallotWrite,
  type WrittenBallot,
  writeBallotBatch,
} from '../repositories/ballot-writes.ts';
import { type Joined, type JoinWrite, joinOpenRooms } from '../repositories/participant-joins.ts';
import { type CallerLookup, findRoomsWithCallers } from '../repositories/room-callers.ts';
import type { RoomWithCaller } from '../repositories/rooms-repository.ts';

/** Ballots that arrive together are written together (decision 020); null: turned away. */
export type BallotWriter = GroupCommit<BallotWrite, WrittenBallot | null>;
/** Joins that arrive together are written together; null: the room is not open. */
export type JoinWriter = GroupCommit<JoinWrite, Joined | null>;

/** Largest batch: bounds one statement's size (a ballot is about 300 bytes of input). */
const MAX_BATCH = 256;
/**
 * Batches in flight at once on PostgreSQL: enough to keep its cores busy,
 * while the rest of the pool stays free for reads and other changes.
 */
const POSTGRES_BATCHES_IN_FLIGHT = 4;

// NOTE: https://www.postgresql.org/docs/current/errcodes-appendix.html
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Group commit for one kind of activity: batches written in one statement,
 * a failed batch written again one item at a time so that one bad row fails
 * alone, and the rooms written to announced on the bus once it commits.
 */
function createActivityWriter<I extends { tokenHash: string }, R extends { roomId: string }>(
  database: Database,
  bus: RoomEventBus,
  writeBatch: (database: Database, items: readonly I[]) => Promise<(R | null)[]>,
): GroupCommit<I, R | null> {
  const write = async (items: readonly I[]): Promise<(R | null | Error)[]> => {
    try {
      return await writeBatch(database, items);
    } catch (error) {
      if (items.length > 1) return (await Promise.all(items.map((item) => write([item])))).flat();
      // A row it depended on went as it was written (a participant removed): turned away.
      if (isForeignKeyViolation(error)) return [null];
      return [error instanceof Error ? error : new Error(String(error))];
    }
  };
  return createGroupCommit({
    keyOf: (item) => item.tokenHash,
    concurrency: database.kind === 'pglite' ? 1 : POSTGRES_BATCHES_IN_FLIGHT,
    maxBatch: MAX_BATCH,
    async run(items) {
      const written = await write(items);
      const rooms = new Set<string>();
      for (const row of written) if (row && !(row instanceof Error)) rooms.add(row.roomId);
      for (const roomId of rooms) bus.activity(roomId);
      return written;
    },
  });
}

export function createBallotWriter(database: Database, bus: RoomEventBus): BallotWriter {
  return createActivityWriter(database, bus, writeBallotBatch);
}

export function createJoinWriter(database: Database, bus: RoomEventBus): JoinWriter {
  return createActivityWriter(database, bus, async (db, items) =>
    (await joinOpenRooms(db, items)).map((joined) =>
      joined ? { ...joined, roomId: joined.room.id } : null,
    ),
  );
}

function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === FOREIGN_KEY_VIOLATION
  );
}

/** The rooms and callers looked up together, as the calls that need them arrive together. */
export type CallerReader = GroupCommit<CallerLookup, RoomWithCaller | null>;

export function createCallerReader(database: Database): CallerReader {
  let lookups = 0;
  return createGroupCommit({
    // Any number of lookups may share a batch, even for one token.
    keyOf: () => String(lookups++),
    concurrency: database.kind === 'pglite' ? 1 : POSTGRES_BATCHES_IN_FLIGHT,
    maxBatch: MAX_BATCH,
    run: (items) => findRoomsWithCallers(database, items),
  });
}
