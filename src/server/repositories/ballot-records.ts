import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ballotRecords } from '../db/schema-record.ts';

/** A room's frozen ballot record: its canonical text and that text's SHA-256. */
export type StoredRecord = { canonical: string; fingerprint: string };

/** Freezes the room's ballot record; the caller does so in the transaction that ends voting. */
export async function insertBallotRecord(
  ex: Executor,
  roomId: string,
  record: StoredRecord,
): Promise<void> {
  await ex.insert(ballotRecords).values({ roomId, ...record });
}

/** The room's ballot record; null before voting ends (or for a room that ended without one). */
export async function findBallotRecord(ex: Executor, roomId: string): Promise<StoredRecord | null> {
  const [row] = await ex
    .select({ canonical: ballotRecords.canonical, fingerprint: ballotRecords.fingerprint })
    .from(ballotRecords)
    .where(eq(ballotRecords.roomId, roomId));
  return row ?? null;
}
