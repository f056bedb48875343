import type { Database } from '../db/database.ts';
import { createGroupCommit, type GroupCommit } from '../db/group-commit.ts';
import type { RoomEventBus } from '../events/room-events.ts';
import {
  type BallotWrite,
  type RefusedBallot,
  type WrittenBallot,
  writeBallotBatch,
} from '../repositories/ballot-writes.ts';
import { type Joined, type JoinWrite, joinOpenRooms } from '../repositories/participant-joins.ts';
import { type CallerLookup, findRoomsWithCallers } from '../repositories/room-callers.ts';
import type { RoomWithCaller } from '../repositories/rooms-repository.ts';

/** Ballots that arrive together are written together (decision 020), or turned away saying why. */
export type BallotWriter = GroupCommit<BallotWrite, WrittenBallot | RefusedBallot>;
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

/** One kind of activity: how a batch of it is written, and what its answers say. */
type ActivityWrites<I, A> = {
  writeBatch(database: Database, items: readonly I[]): Promise<A[]>;
  /** The room an answer wrote to; null when it wrote nothing (turned away). */
  roomOf(answer: A): string | null;
  /** The answer when a row it depended on went as it was written (the constraint it broke). */
  gone(constraint: string | undefined): A;
};

/**
 * Group commit for one kind of activity: batches written in one statement,
 * a failed batch written again one item at a time so that one bad row fails
 * alone, and the rooms written to announced on the bus once it commits.
 */
function createActivityWriter<I extends { tokenHash: string }, A>(
  database: Database,
  bus: RoomEventBus,
  writes: ActivityWrites<I, A>,
): GroupCommit<I, A> {
  const write = async (items: readonly I[]): Promise<(A | Error)[]> => {
    try {
      return await writes.writeBatch(database, items);
    } catch (error) {
      if (items.length > 1) return (await Promise.all(items.map((item) => write([item])))).flat();
      // A row it depended on went as it was written (a participant removed): turned away.
      const violation = foreignKeyViolation(error);
      if (violation) return [writes.gone(violation.constraint)];
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
      for (const answer of written) {
        const roomId = answer instanceof Error ? null : writes.roomOf(answer);
        if (roomId !== null) rooms.add(roomId);
      }
      for (const roomId of rooms) bus.activity(roomId);
      return written;
    },
  });
}

export function createBallotWriter(database: Database, bus: RoomEventBus): BallotWriter {
  return createActivityWriter<BallotWrite, WrittenBallot | RefusedBallot>(database, bus, {
    writeBatch: writeBallotBatch,
    roomOf: (answer) => ('refused' in answer ? null : answer.roomId),
    // The award removed as the ballot went in; else its participant (or the whole room).
    gone: (constraint) => ({
      refused:
        constraint === 'ballots_award_id_awards_id_fk' ? 'award_not_found' : 'token_not_for_room',
      contestantName: null,
    }),
  });
}

export function createJoinWriter(database: Database, bus: RoomEventBus): JoinWriter {
  return createActivityWriter<JoinWrite, Joined | null>(database, bus, {
    writeBatch: joinOpenRooms,
    roomOf: (joined) => joined?.room.id ?? null,
    gone: () => null,
  });
}

/** The violation's constraint, when an error is a foreign key's violation; else null. */
function foreignKeyViolation(error: unknown): { constraint: string | undefined } | null {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return null;
  if (cause.code !== FOREIGN_KEY_VIOLATION) return null;
  const constraint = 'constraint' in cause ? cause.constraint : undefined;
  return { constraint: typeof constraint === 'string' ? constraint : undefined };
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
