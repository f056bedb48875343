import { and, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { ballots, roomParticipants } from '../db/schema.ts';
import { type NamedBallotRow, namedBallot, withParticipant } from './ballots-repository.ts';

/**
 * The room's ballots that rank this contestant (in one award, when named),
 * with their participants' names.
 */
export async function listBallotsRanking(
  ex: Executor,
  roomId: string,
  contestantId: string,
  awardId?: string,
): Promise<NamedBallotRow[]> {
  return ex
    .select(namedBallot)
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(
      and(
        eq(ballots.roomId, roomId),
        awardId === undefined ? undefined : eq(ballots.awardId, awardId),
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

export async function deleteBallotById(ex: Executor, ballotId: string): Promise<void> {
  await ex.delete(ballots).where(eq(ballots.id, ballotId));
}
