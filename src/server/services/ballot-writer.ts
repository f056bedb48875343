import type { Database } from '../db/database.ts';
import { createGroupCommit, type GroupCommit } from '../db/group-commit.ts';
import type { RoomEventBus } from '../realtime/event-bus.ts';
import {
  type BallotWrite,
  type WrittenBallot,
  writeBallotBatch,
} from '../repositories/ballot-writes.ts';

/** Ballots waiting for a connection go in together (decision 020). */
export type BallotWriter = GroupCommit<BallotWrite, WrittenBallot | null>;

/** Largest batch: bounds one statement's size (a ballot is about 300 bytes of input). */
const MAX_BATCH = 256;
/**
 * Batches in flight at once on PostgreSQL: enough to keep its cores busy,
 * while the rest of the pool stays free for reads and other changes.
 */
const POSTGRES_BATCHES_IN_FLIGHT = 4;

export function createBallotWriter(database: Database, bus: RoomEventBus): BallotWriter {
  /** Writes a batch; a batch that failed is written again one ballot at a time, so one bad row fails alone. */
  const write = async (
    items: readonly BallotWrite[],
  ): Promise<(WrittenBallot | null | Error)[]> => {
    try {
      return (await writeBallotBatch(database, items)).map((ballot) => ballot ?? null);
    } catch (error) {
      if (items.length > 1) return (await Promise.all(items.map((item) => write([item])))).flat();
      // The participant was removed as the ballot went in: turned away like any other.
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
      // On PostgreSQL the statement announced itself; the embedded bus is told here.
      const rooms = new Set<string>();
      for (const ballot of written)
        if (ballot && !(ballot instanceof Error)) rooms.add(ballot.roomId);
      for (const roomId of rooms) bus.committed({ roomId, version: null, events: [] });
      return written;
    },
  });
}

// NOTE: https://www.postgresql.org/docs/current/errcodes-appendix.html
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === FOREIGN_KEY_VIOLATION
  );
}
