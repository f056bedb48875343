import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ballotRecords } from '../db/schema-record.ts';

/** A room's frozen ballot record: its canonical text gzipped, and that text's SHA-256. */
export type StoredRecord = { canonicalGzip: Buffer; fingerprint: string };

// NOTE: the bytes cross the driver as base64 text, decoded by the database:
// PGlite turns a bytea parameter into hex a byte at a time, some 30 ms for a
// record of 10,000 ballots inside the finish's transaction, where this is 4.

/** Freezes the room's ballot record; the caller does so in the transaction that ends voting. */
export async function insertBallotRecord(
  ex: Executor,
  roomId: string,
  record: StoredRecord,
): Promise<void> {
  await ex.insert(ballotRecords).values({
    roomId,
    canonicalGzip: sql`decode(${record.canonicalGzip.toString('base64')}, 'base64')`,
    fingerprint: record.fingerprint,
  });
}

/** The room's ballot record; null before voting ends (or for a room that ended without one). */
export async function findBallotRecord(ex: Executor, roomId: string): Promise<StoredRecord | null> {
  const [row] = await ex
    .select({
      gzipBase64: sql<string>`encode(${ballotRecords.canonicalGzip}, 'base64')`,
      fingerprint: ballotRecords.fingerprint,
    })
    .from(ballotRecords)
    .where(eq(ballotRecords.roomId, roomId));
  return row
    ? { canonicalGzip: Buffer.from(row.gzipBase64, 'base64'), fingerprint: row.fingerprint }
    : null;
}
