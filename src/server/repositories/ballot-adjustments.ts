import { and, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { ballots, roomParticipants } from '../db/schema.ts';
import { type NamedBallotRow, namedBallot, withParticipant } from './ballots-repository.ts';

/**
 * Which ballots: those of one award, or of one participant, when named; and
 * why the contestant leaves them (a removal, unless said).
 */
export type BallotsOf = {
  awardId?: string;
  participantId?: string;
  reason?: 'removed' | 'team' | 'conflict';
};

/**
 * The room's ballots that rank this contestant (in one award, of one
 * participant, when named), with their participants' names.
 */
export async function listBallotsRanking(
  ex: Executor,
  roomId: string,
  contestantId: string,
  { awardId, participantId }: BallotsOf = {},
): Promise<NamedBallotRow[]> {
  return ex
    .select(namedBallot)
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(
      and(
        eq(ballots.roomId, roomId),
        awardId === undefined ? undefined : eq(ballots.awardId, awardId),
        participantId === undefined ? undefined : eq(ballots.participantId, participantId),
        sql`${ballots.rankings} @> ${JSON.stringify([{ contestantId }])}::jsonb`,
      ),
    );
}

/**
 * Rewrites a ballot's rankings after a contestant left the room or the award. Its
 * updated_at stays: the participant did not vote again, and a draft on their
 * phone based on this ballot stays based on it.
 */
export async function rewriteBallotRankings(
  ex: Executor,
  ballotId: string,
  rankings: RankingEntry[],
): Promise<void> {
  await ex.update(ballots).set({ rankings }).where(eq(ballots.id, ballotId));
}

/**
 * Deletes an award's ballots cast by judges (judge: true) or by the audience;
 * answers whose they were, with their receipts.
 */
export async function deleteAwardBallotsOfSide(
  ex: Executor,
  awardId: string,
  judge: boolean,
): Promise<{ roomId: string; awardId: string; participantId: string; receipt: string }[]> {
  return ex
    .delete(ballots)
    .where(and(eq(ballots.awardId, awardId), eq(ballots.judge, judge)))
    .returning({
      roomId: ballots.roomId,
      awardId: ballots.awardId,
      participantId: ballots.participantId,
      receipt: ballots.receipt,
    });
}

export async function deleteBallotById(ex: Executor, ballotId: string): Promise<void> {
  await ex.delete(ballots).where(eq(ballots.id, ballotId));
}
