import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ballotRecords } from '../db/schema-record.ts';

/** A room's frozen ballot record: its canonical text gzipped, and that text's SHA-256. */
export type StoredRecord = { canonicalGzip: Buffer; fingerprint: string };

/**
 * A room's ballot record as stored: frozen; owed (voting ended, the record is
 * built after the finish's commit from the ballots it counted); or none
 * (voting is open, or the room ended before ballot records existed).
 */
export type RecordState = StoredRecord | 'owed' | null;

// NOTE: an owed record is its row with an empty fingerprint (a SHA-256 is
// never empty), written in the finish's transaction: the row says that this
// finish owes a record, which no room ended before records existed does, and
// it is filled once, by whichever node builds the record first.
const OWED = '';

// NOTE: the bytes cross the driver as base64 text, decoded by the database:
// PGlite turns a bytea parameter into hex a byte at a time, some 30 ms for a
// record of 10,000 ballots, where this is 4.

/** Notes that the room owes its ballot record; in the transaction that ends voting. */
export async function oweBallotRecord(ex: Executor, roomId: string): Promise<void> {
  await ex.insert(ballotRecords).values({
    roomId,
    canonicalGzip: sql`''::bytea`,
    fingerprint: OWED,
  });
}

/**
 * Freezes the room's owed ballot record, once: answers false when there is
 * none owed (another node froze it first, or a rehearsal's was taken away).
 */
export async function fillOwedRecord(
  ex: Executor,
  roomId: string,
  record: StoredRecord,
): Promise<boolean> {
  const filled = await ex
    .update(ballotRecords)
    .set({
      canonicalGzip: sql`decode(${record.canonicalGzip.toString('base64')}, 'base64')`,
      fingerprint: record.fingerprint,
    })
    .where(and(eq(ballotRecords.roomId, roomId), eq(ballotRecords.fingerprint, OWED)))
    .returning({ roomId: ballotRecords.roomId });
  return filled.length > 0;
}

/** The room's ballot record, frozen or owed; null before voting ends (or for a room that ended without one). */
export async function findBallotRecord(ex: Executor, roomId: string): Promise<RecordState> {
  const [row] = await ex
    .select({
      gzipBase64: sql<string>`encode(${ballotRecords.canonicalGzip}, 'base64')`,
      fingerprint: ballotRecords.fingerprint,
    })
    .from(ballotRecords)
    .where(eq(ballotRecords.roomId, roomId));
  if (!row) return null;
  if (row.fingerprint === OWED) return 'owed';
  return { canonicalGzip: Buffer.from(row.gzipBase64, 'base64'), fingerprint: row.fingerprint };
}

/** A frozen record's fingerprint as read beside the results: none while the record is owed. */
export const frozenFingerprint = sql<string | null>`nullif(${ballotRecords.fingerprint}, ${OWED})`;

/** The rooms whose record is owed: voting ended, and the node that ended it built none. */
export async function listOwedRecords(ex: Executor): Promise<string[]> {
  const rows = await ex
    .select({ roomId: ballotRecords.roomId })
    .from(ballotRecords)
    .where(eq(ballotRecords.fingerprint, OWED));
  return rows.map((row) => row.roomId);
}
