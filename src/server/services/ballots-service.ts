import type { Ballot, OwnParticipant } from '#shared/api.ts';
import { pointsForRank } from '#shared/tally.ts';
import { hashToken, newReceipt, newSalt } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import { type AppError, refuse } from '../errors.ts';
import {
  type AwardWithContestants,
  findAwardRow,
  listAwards,
} from '../repositories/awards-repository.ts';
import { type BallotRefusalCode, deleteOpenBallot } from '../repositories/ballot-writes.ts';
import { listOwnBallots, toOwnBallot } from '../repositories/ballots-repository.ts';
import { listConflictIds } from '../repositories/judges-repository.ts';
import { findRoomById } from '../repositories/rooms-repository.ts';
import type { ServiceContext } from './context.ts';
import { changeRoomActivity } from './room-change.ts';
import { openRoomAsParticipant } from './rooms-service.ts';

/** The answer to a ballot the statement turned away, by why it did (ballot-writes.ts). */
const BALLOT_REFUSED: Record<BallotRefusalCode, (contestantName: string | null) => AppError> = {
  room_not_found: () => refuse('room_not_found', 'roomNotFound'),
  participant_only: () => refuse('participant_only', 'participantOnly'),
  token_not_for_room: () => refuse('token_not_for_room', 'forbiddenRoom'),
  room_ended: () => refuse('room_ended', 'roomEnded'),
  rehearsal_running: () => refuse('rehearsal_running', 'rehearsalBallot'),
  award_not_found: () => refuse('award_not_found', 'awardNotFound'),
  judges_only: () => refuse('judges_only', 'judgesOnly'),
  audience_only: () => refuse('audience_only', 'audienceOnly'),
  not_expo: () => refuse('not_expo', 'notExpo'),
  expo_award: () => refuse('expo_award', 'expoAward'),
  judging_closed: () => refuse('judging_closed', 'judgingClosed'),
  not_seen: () => refuse('not_seen', 'notSeen'),
  not_in_room: () => refuse('validation_failed', 'notInRoom'),
  not_in_award: () => refuse('not_in_award', 'notInAward'),
  own_team: () => refuse('own_team', 'ownTeam'),
  conflict_of_interest: (name) =>
    refuse('conflict_of_interest', 'conflictOfInterest', { contestantName: name ?? '' }),
};

/**
 * Writes the caller's own ballot in an award. Rank is the position in the list and the points come from the
 * rank; whatever points the caller sent are ignored. The write checks every
 * condition itself and says which one turned the ballot away
 * (ballot-writes.ts). A new ballot takes the receipt and salt drawn here.
 */
export async function submitBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantIds: readonly string[],
  awardId: string,
): Promise<Ballot> {
  return writeBallot(ctx, roomId, token, awardId, contestantIds, false);
}

/**
 * Writes an expo judge's ranking of what they saw on their route, best first:
 * a ballot of the award like any other, ranked by position, with no points
 * (an expo's jury order weighs its rankings as pairwise comparisons). The
 * write refuses a project the judge has not seen, and any change once the
 * award's judging has closed.
 */
export async function submitExpoRanking(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  contestantIds: readonly string[],
): Promise<Ballot> {
  return writeBallot(ctx, roomId, token, awardId, contestantIds, true);
}

async function writeBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  contestantIds: readonly string[],
  expo: boolean,
): Promise<Ballot> {
  if (!token) throw refuse('token_missing', 'missingToken');
  const rankings = contestantIds.map((contestantId, index) => ({
    contestantId,
    rank: index + 1,
    points: expo ? 0 : pointsForRank(index + 1),
  }));
  const written = await ctx.ballotWriter.submit({
    roomId,
    awardId,
    tokenHash: hashToken(token),
    rankings,
    receipt: newReceipt(),
    salt: newSalt(),
    expo,
  });
  if ('refused' in written) throw BALLOT_REFUSED[written.refused](written.contestantName);
  return toOwnBallot(written);
}

/** The award a ballot names; refused when it is not the room's. */
async function findAward(
  ex: Executor,
  roomId: string,
  awardId: string,
): Promise<AwardWithContestants> {
  const award = (await listAwards(ex, roomId)).find((a) => a.id === awardId);
  if (!award) throw refuse('award_not_found', 'awardNotFound');
  return award;
}

/**
 * The caller's own ballots, to rebuild their rankings on return: `ballot` in
 * the award named (refused when it is not the room's), `ballots` in every
 * award; and who the caller is (`voter`: a judge or not, their team, a
 * judge's conflicts), which decides what their phone offers.
 */
export async function getOwnBallots(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<{ ballot: Ballot | null; ballots: Ballot[]; voter: OwnParticipant }> {
  const { participant } = await openRoomAsParticipant(ctx, roomId, token);
  const db = ctx.database.db;
  const [rows, award, conflictIds] = await Promise.all([
    listOwnBallots(db, roomId, participant.id),
    findAwardRow(db, roomId, awardId),
    participant.judge ? listConflictIds(db, roomId, participant.id) : [],
  ]);
  if (!award) throw refuse('award_not_found', 'awardNotFound');
  const ballots = rows.map(toOwnBallot);
  const voter: OwnParticipant = {
    id: participant.id,
    name: participant.name,
    judge: participant.judge,
    teamId: participant.teamId,
    conflictIds,
  };
  return { ballot: ballots.find((b) => b.awardId === award.id) ?? null, ballots, voter };
}

/**
 * Deletes the caller's own ballot in an award (Reset Vote); refused once
 * voting has ended.
 */
export async function resetBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<void> {
  const { row, participant } = await openRoomAsParticipant(ctx, roomId, token);
  if (row.status === 'ended') throw refuse('room_ended', 'roomEnded');
  const award = await findAward(ctx.database.db, roomId, awardId);
  if (award.judgingClosedAt !== null) throw refuse('judging_closed', 'judgingClosed');
  // The deletion is announced as every change is: with its transaction (room-change.ts).
  const deleted = await changeRoomActivity(ctx, roomId, async (tx) =>
    (await deleteOpenBallot(tx, roomId, award.id, participant.id))
      ? [{ type: 'ballot_deleted', participantId: participant.id, awardId: award.id }]
      : [],
  );
  if (deleted) return;
  // Nothing deleted: there was no ballot, or voting ended meanwhile.
  const now = await findRoomById(ctx.database.db, roomId);
  if (now?.status === 'ended') throw refuse('room_ended', 'roomEnded');
}
