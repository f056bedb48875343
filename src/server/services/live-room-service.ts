import type { ActivityResponse } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { Viewer } from '../events/viewers.ts';
import { findAdmin } from '../repositories/admins-repository.ts';
import { listAwards, toAward } from '../repositories/awards-repository.ts';
import { listRecentBallots, toBallot } from '../repositories/ballots-repository.ts';
import { listContestants, toContestant } from '../repositories/contestants-repository.ts';
import { findParticipant } from '../repositories/participants-repository.ts';
import { findResults } from '../repositories/results-repository.ts';
import {
  countRoom,
  countRoomAtVersion,
  findRoomById,
  readOneConsistentState,
  toRoom,
} from '../repositories/rooms-repository.ts';
import { findScreen } from '../repositories/screens-repository.ts';
import type { ServiceContext } from './context.ts';
import { openRoomToRead } from './rooms-service.ts';
import { type RoomSnapshot, snapshotFor } from './snapshots.ts';

/**
 * The reads a live room is built from: a subscriber's snapshot, and the
 * activity every dashboard update is built from. The realtime hub is handed
 * them by the app (app.ts) and never reads the database itself.
 */

/** Why a subscriber gets no snapshot: the room, or its place in it, is gone. */
export type SnapshotRefusal =
  | 'room-gone'
  | 'participant-removed'
  | 'admin-revoked'
  | 'judge-revoked'
  | 'screen-revoked';

/**
 * What the viewer may see of a room (decided by its audience), read in one
 * consistent transaction and stamped with the room's version. 'room-gone' if
 * the room no longer exists; 'participant-removed' if the participant is no
 * longer in it ('judge-revoked' for a judge); 'admin-revoked' if the
 * organiser's secret was revoked; 'screen-revoked' if the screen link's was.
 */
export async function readSnapshot(
  ctx: ServiceContext,
  roomId: string,
  viewer: Viewer,
): Promise<RoomSnapshot | SnapshotRefusal> {
  const { database } = ctx;
  return database.transaction(async (tx) => {
    if (database.kind === 'postgres') await readOneConsistentState(tx);
    const room = await findRoomById(tx, roomId);
    if (!room) return 'room-gone';
    if (
      viewer.role === 'participant' &&
      !(await findParticipant(tx, roomId, viewer.participantId))
    ) {
      return viewer.judge ? 'judge-revoked' : 'participant-removed';
    }
    if (viewer.role === 'admin' && !(await findAdmin(tx, roomId, viewer.adminId))) {
      return 'admin-revoked';
    }
    if (viewer.role === 'screen' && !(await findScreen(tx, roomId, viewer.screenId))) {
      return 'screen-revoked';
    }
    return snapshotFor(viewer, {
      version: room.version,
      room: toRoom(room),
      contestants: (await listContestants(tx, roomId)).map(toContestant),
      awards: (await listAwards(tx, roomId)).map(toAward),
      results: await findResults(tx, roomId),
      totals: () => countRoom(tx, roomId),
      recentBallots: async () =>
        (await listRecentBallots(tx, roomId, RECENT_ACTIVITY_LIMIT)).map(toBallot),
    });
  });
}

/**
 * The room's activity: the latest ballots, then the counts with the version
 * they were read at. Neither holds a change of a later version, so the hub
 * can hold a dashboard's update back until it has delivered every change it
 * shows; the activity panel is answered the same read, without the version.
 */
export async function readActivity(
  ctx: ServiceContext,
  roomId: string,
): Promise<ActivityResponse & { version: number }> {
  const recent = await listRecentBallots(ctx.database.db, roomId, RECENT_ACTIVITY_LIMIT);
  const { totals, version } = await countRoomAtVersion(ctx.database.db, roomId);
  return { recentBallots: recent.map(toBallot), totals, version };
}

/** The organiser's activity panel: what the live dashboard's activity is built from. */
export async function getActivity(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<ActivityResponse> {
  await openRoomToRead(ctx, roomId, token, 'activity');
  const { recentBallots, totals } = await readActivity(ctx, roomId);
  return { recentBallots, totals };
}
