import { and, asc, eq } from 'drizzle-orm';
import type { RankingEntry } from '#shared/api.ts';
import type { Executor } from '../db/database.ts';
import { ballots, roomParticipants } from '../db/schema.ts';
import { withParticipant } from './ballots-repository.ts';

/** A ballot as an export writes it: who cast it, their picks and when. */
export type ExportedBallotRow = {
  awardId: string;
  participantId: string;
  participantName: string;
  /** Whether a judge cast it; the team of the participant who did (a contestant id). */
  judge: boolean;
  teamId: string | null;
  rankings: RankingEntry[];
  updatedAt: Date;
};

/**
 * Every ballot of a room, in every award, in the order their participants
 * joined the room; never a rehearsal's simulated voter's.
 */
export async function listBallotsInJoinOrder(
  ex: Executor,
  roomId: string,
): Promise<ExportedBallotRow[]> {
  return ex
    .select({
      awardId: ballots.awardId,
      participantId: ballots.participantId,
      participantName: roomParticipants.name,
      judge: ballots.judge,
      teamId: roomParticipants.teamId,
      rankings: ballots.rankings,
      updatedAt: ballots.updatedAt,
    })
    .from(ballots)
    .innerJoin(roomParticipants, withParticipant)
    .where(and(eq(ballots.roomId, roomId), eq(roomParticipants.simulated, false)))
    .orderBy(asc(roomParticipants.joinedAt), asc(roomParticipants.id));
}
