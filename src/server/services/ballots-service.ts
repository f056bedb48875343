import { and, eq, inArray } from 'drizzle-orm';
import type { ActivityResponse, Ballot } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import { ERRORS, MESSAGES } from '#shared/messages.ts';
import { pointsForRank } from '#shared/tally.ts';
import { contestants } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import {
  deleteBallot,
  findBallot,
  listRecentBallots,
  toBallot,
  upsertBallot,
} from '../repositories/ballots-repository.ts';
import { findParticipantByTokenHash } from '../repositories/participants-repository.ts';
import { adjustRoomCounts, findRoomById } from '../repositories/rooms-repository.ts';
import { requireParticipant } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';
import { totalsOf } from './totals.ts';

/**
 * Writes the caller's own ballot. Rank is the position in the list and the
 * points come from the rank; whatever points the caller sent are ignored.
 */
export async function submitBallot(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantIds: readonly string[],
): Promise<Ballot> {
  const { access } = await openRoom(ctx, roomId, token);
  const participant = requireParticipant(access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
    // The participant may have been removed since their token was checked.
    const current = await findParticipantByTokenHash(tx, roomId, participant.tokenHash);
    if (!current) throw refuse('token_not_for_room', ERRORS.forbiddenRoom);
    const known = await tx
      .select({ id: contestants.id })
      .from(contestants)
      .where(and(eq(contestants.roomId, roomId), inArray(contestants.id, [...contestantIds])));
    if (known.length !== contestantIds.length) {
      throw refuse('validation_failed', 'Rankings may only name contestants of this room.');
    }
    const { row, inserted } = await upsertBallot(tx, {
      roomId,
      participantId: current.id,
      rankings: contestantIds.map((contestantId, index) => ({
        contestantId,
        rank: index + 1,
        points: pointsForRank(index + 1),
      })),
    });
    const counted = await adjustRoomCounts(tx, roomId, { ballots: inserted ? 1 : 0 });
    const ballot = toBallot({ ...row, participantName: current.name });
    return {
      value: ballot,
      events: [
        { type: 'ballot_saved', ballot },
        { type: 'totals', totals: totalsOf(counted) },
      ],
    };
  });
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
  const { access } = await openRoom(ctx, roomId, token);
  const participant = requireParticipant(access);
  await changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', MESSAGES.roomEnded);
    const removed = await deleteBallot(tx, roomId, participant.id);
    if (!removed) return { value: undefined, events: [] };
    const counted = await adjustRoomCounts(tx, roomId, { ballots: -1 });
    return {
      value: undefined,
      events: [
        { type: 'ballot_deleted', participantId: removed.participantId },
        { type: 'totals', totals: totalsOf(counted) },
      ],
    };
  });
}

/** The organiser's activity panel: latest ballots and the room's totals. */
export async function getActivity(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<ActivityResponse> {
  await openRoomToRead(ctx, roomId, token, 'activity');
  const [recent, room] = await Promise.all([
    listRecentBallots(ctx.database.db, roomId, RECENT_ACTIVITY_LIMIT),
    findRoomById(ctx.database.db, roomId),
  ]);
  if (!room) return { recentBallots: [], totals: { ballots: 0, participants: 0, contestants: 0 } };
  return { recentBallots: recent.map(toBallot), totals: totalsOf(room) };
}
