import type { Ballot } from '#shared/api.ts';
import { ERRORS, MESSAGES } from '#shared/messages.ts';
import { pointsForRank } from '#shared/tally.ts';
import { hashToken } from '../auth/tokens.ts';
import { AppError, refuse } from '../errors.ts';
import { deleteOpenBallot } from '../repositories/ballot-writes.ts';
import { findBallot, toBallot } from '../repositories/ballots-repository.ts';
import { findRoomById } from '../repositories/rooms-repository.ts';
import { requireParticipant } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoomActivity } from './room-change.ts';
import { openRoom, openRoomAsParticipant, openRoomToRead } from './rooms-service.ts';
/**
 * Writes the caller's own ballot. Rank is the position in the list and the
 * points come from the rank; whatever points the caller sent are ignored.
 * The write checks every condition itself (ballot-writes.ts); only a ballot
 * it turned away costs a second look, to say why.
 */
export async function submitBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantIds: readonly string[],
): Promise<Ballot> {
  if (!token) throw refuse('token_missing', ERRORS.missingToken);
  const rankings = contestantIds.map((contestantId, index) => ({
    contestantId,
    rank: index + 1,
    points: pointsForRank(index + 1),
  }));
  const written = await ctx.ballotWriter.submit({ roomId, tokenHash: hashToken(token), rankings });
  if (written) return toBallot(written);
  throw await whyBallotRefused(ctx, roomId, token);
}

/** The refusal for a ballot the write turned away: the first of its conditions that fails now. */
async function whyBallotRefused(
  ctx: ServiceContext,
  roomId: string,
  token: string,
): Promise<AppError> {
  try {
    const { row, access } = await openRoom(ctx, roomId, token);
    requireParticipant(access);
    if (row.status === 'ended') return refuse('room_ended', MESSAGES.roomEnded);
    return refuse('validation_failed', 'Rankings may only name contestants of this room.');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The caller's own ballot, to rebuild their rankings on return. */
export async function getOwnBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Ballot | null> {
  const { viewer } = await openRoomToRead(ctx, roomId, token, 'ownBallot');
  const row = await findBallot(ctx.database.db, roomId, viewer.participantId);
  return row ? toBallot(row) : null;
}

/** Deletes the caller's own ballot (Reset Vote); refused once voting has ended. */
export async function resetBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<void> {
  const { row, participant } = await openRoomAsParticipant(ctx, roomId, token);
  if (row.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
  // The deletion is announced as every change is: with its transaction (room-change.ts).
  const deleted = await changeRoomActivity(ctx, roomId, async (tx) =>
    (await deleteOpenBallot(tx, roomId, participant.id))
      ? [{ type: 'ballot_deleted', participantId: participant.id }]
      : [],
  );
  if (deleted) return;
  // Nothing deleted: there was no ballot, or voting ended meanwhile.
  const now = await findRoomById(ctx.database.db, roomId);
  if (now?.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
}
