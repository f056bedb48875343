import type { Ballot, OwnParticipant } from '#shared/api.ts';
import { conflictOfInterest, ERRORS, MESSAGES } from '#shared/messages.ts';
import { pointsForRank } from '#shared/tally.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import { AppError, refuse } from '../errors.ts';
import {
  type AwardWithContestants,
  findFirstAward,
  listAwards,
} from '../repositories/awards-repository.ts';
import { deleteOpenBallot } from '../repositories/ballot-writes.ts';
import { listOwnBallots, toOwnBallot } from '../repositories/ballots-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { listConflictIds } from '../repositories/judges-repository.ts';
import { findRoomById } from '../repositories/rooms-repository.ts';
import { requireParticipant } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoomActivity } from './room-change.ts';
import { openRoom, openRoomAsParticipant } from './rooms-service.ts';

/**
 * Writes the caller's own ballot in an award (the room's first when none is
 * named). Rank is the position in the list and the points come from the
 * rank; whatever points the caller sent are ignored. The write checks every
 * condition itself (ballot-writes.ts); only a ballot it turned away costs a
 * second look, to say why.
 */
export async function submitBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantIds: readonly string[],
  awardId?: string,
): Promise<Ballot> {
  if (!token) throw refuse('token_missing', ERRORS.missingToken);
  const rankings = contestantIds.map((contestantId, index) => ({
    contestantId,
    rank: index + 1,
    points: pointsForRank(index + 1),
  }));
  const written = await ctx.ballotWriter.submit({
    roomId,
    awardId: awardId ?? null,
    tokenHash: hashToken(token),
    rankings,
  });
  if (written) return toOwnBallot(written);
  throw await whyBallotRefused(ctx, roomId, token, contestantIds, awardId);
}

/** The refusal for a ballot the write turned away: the first of its conditions that fails now. */
async function whyBallotRefused(
  ctx: ServiceContext,
  roomId: string,
  token: string,
  contestantIds: readonly string[],
  awardId: string | undefined,
): Promise<AppError> {
  try {
    const { row, access } = await openRoom(ctx, roomId, token);
    const participant = requireParticipant(access);
    if (row.status === 'ended') return refuse('room_ended', MESSAGES.roomEnded);
    const db = ctx.database.db;
    const award = await findAward(db, roomId, awardId);
    if (award.voters === 'judges' && !participant.judge) {
      return refuse('judges_only', ERRORS.judgesOnly);
    }
    if (award.voters === 'audience' && participant.judge) {
      return refuse('audience_only', ERRORS.audienceOnly);
    }
    const contestants = await listContestants(db, roomId);
    const inRoom = new Set(contestants.map((c) => c.id));
    if (!contestantIds.every((id) => inRoom.has(id))) {
      return refuse('validation_failed', 'Rankings may only name contestants of this room.');
    }
    if (award.contestantIds && !contestantIds.every((id) => award.contestantIds?.includes(id))) {
      return refuse('not_in_award', ERRORS.notInAward);
    }
    if (participant.teamId !== null && contestantIds.includes(participant.teamId)) {
      return refuse('own_team', ERRORS.ownTeam);
    }
    const conflicts = new Set(await listConflictIds(db, roomId, participant.id));
    const conflicted = contestants.find((c) => conflicts.has(c.id) && contestantIds.includes(c.id));
    if (conflicted) return refuse('conflict_of_interest', conflictOfInterest(conflicted.name));
    // Every condition holds now: something changed while the ballot was written.
    return refuse('validation_failed', 'The room changed as the ballot arrived: please try again.');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The award a ballot call names, or the room's first; refused when it is not the room's. */
async function findAward(
  ex: Executor,
  roomId: string,
  awardId: string | undefined,
): Promise<AwardWithContestants> {
  const awards = await listAwards(ex, roomId);
  const award = awardId === undefined ? awards[0] : awards.find((a) => a.id === awardId);
  if (!award) throw refuse('award_not_found', ERRORS.awardNotFound);
  return award;
}

/**
 * The caller's own ballots, to rebuild their rankings on return: `ballot` in
 * the room's first award (all a room of one award has), `ballots` in every
 * award; and who the caller is (`voter`: a judge or not, their team, a
 * judge's conflicts), which decides what their phone offers.
 */
export async function getOwnBallots(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ ballot: Ballot | null; ballots: Ballot[]; voter: OwnParticipant }> {
  const { participant } = await openRoomAsParticipant(ctx, roomId, token);
  const db = ctx.database.db;
  const [rows, first, conflictIds] = await Promise.all([
    listOwnBallots(db, roomId, participant.id),
    findFirstAward(db, roomId),
    participant.judge ? listConflictIds(db, roomId, participant.id) : [],
  ]);
  const ballots = rows.map(toOwnBallot);
  const voter: OwnParticipant = {
    id: participant.id,
    name: participant.name,
    judge: participant.judge,
    teamId: participant.teamId,
    conflictIds,
  };
  return { ballot: ballots.find((b) => b.awardId === first?.id) ?? null, ballots, voter };
}

/**
 * Deletes the caller's own ballot in an award (Reset Vote; the room's first
 * award when none is named); refused once voting has ended.
 */
export async function resetBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId?: string,
): Promise<void> {
  const { row, participant } = await openRoomAsParticipant(ctx, roomId, token);
  if (row.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
  const award = await findAward(ctx.database.db, roomId, awardId);
  // The deletion is announced as every change is: with its transaction (room-change.ts).
  const deleted = await changeRoomActivity(ctx, roomId, async (tx) =>
    (await deleteOpenBallot(tx, roomId, award.id, participant.id))
      ? [{ type: 'ballot_deleted', participantId: participant.id, awardId: award.id }]
      : [],
  );
  if (deleted) return;
  // Nothing deleted: there was no ballot, or voting ended meanwhile.
  const now = await findRoomById(ctx.database.db, roomId);
  if (now?.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
}
