import { asc, eq } from 'drizzle-orm';
import type { AmendmentWhy } from '#shared/ballot-record-format.ts';
import type { Executor } from '../db/database.ts';
import { ballotAmendments } from '../db/schema-record.ts';

/** What an organiser's change did to one ballot, by the ballot's receipt. */
export type Amendment = {
  roomId: string;
  awardId: string;
  receipt: string;
  what: 'deleted' | 'changed';
  why: AmendmentWhy;
  contestantName?: string;
};

/** Notes what a change did to these ballots, for the ballot record. */
export async function recordAmendments(
  ex: Executor,
  amendments: readonly Amendment[],
): Promise<void> {
  if (amendments.length === 0) return;
  await ex
    .insert(ballotAmendments)
    .values(amendments.map((a) => ({ ...a, contestantName: a.contestantName ?? null })));
}

/** Notes that these ballots were deleted, and why. */
export function recordDeletions(
  ex: Executor,
  deleted: readonly { roomId: string; awardId: string; receipt: string }[],
  why: AmendmentWhy,
): Promise<void> {
  return recordAmendments(
    ex,
    deleted.map(({ roomId, awardId, receipt }) => ({
      roomId,
      awardId,
      receipt,
      what: 'deleted',
      why,
    })),
  );
}

/** Every amendment of the room's ballots, in the order they happened. */
export async function listAmendments(ex: Executor, roomId: string): Promise<Amendment[]> {
  const rows = await ex
    .select({
      roomId: ballotAmendments.roomId,
      awardId: ballotAmendments.awardId,
      receipt: ballotAmendments.receipt,
      what: ballotAmendments.what,
      why: ballotAmendments.why,
      contestantName: ballotAmendments.contestantName,
    })
    .from(ballotAmendments)
    .where(eq(ballotAmendments.roomId, roomId))
    .orderBy(asc(ballotAmendments.id));
  return rows.map(({ contestantName, ...row }) =>
    contestantName === null ? row : { ...row, contestantName },
  );
}
