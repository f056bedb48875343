import { sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import { CLOSE } from '#shared/realtime-constants.ts';
import type { Database } from '../db/database.ts';
import { findAdmin } from '../repositories/admins-repository.ts';
import { listRecentBallots, toBallot } from '../repositories/ballots-repository.ts';
import { listContestants, toContestant } from '../repositories/contestants-repository.ts';
import { findParticipant } from '../repositories/participants-repository.ts';
import { findResults, toResults } from '../repositories/results-repository.ts';
import { countRoom, findRoomById, toRoom } from '../repositories/rooms-repository.ts';
import { type RoomSnapshot, snapshotFor, type Viewer } from '../services/audiences.ts';

/** How a subscriber whose snapshot is refused is closed. */
export const SNAPSHOT_REFUSALS = {
  'room-gone': CLOSE.roomNotFound,
  'participant-removed': CLOSE.participantRemoved,
  'organiser-revoked': CLOSE.organiserRevoked,
} as const;

/**
 * What the viewer may see of a room (decided by its audience), read in one
 * consistent transaction and stamped with the room's version. 'room-gone' if
 * the room no longer exists; 'participant-removed' if the participant is no
 * longer in it; 'organiser-revoked' if the organiser's secret was revoked.
 */
export async function loadSnapshot(
  database: Database,
  roomId: string,
  viewer: Viewer,
): Promise<RoomSnapshot | keyof typeof SNAPSHOT_REFUSALS> {
  return database.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.execute(sql`set transaction isolation level repeatable read read only`);
    }
    const room = await findRoomById(tx, roomId);
    if (!room) return 'room-gone';
    if (
      viewer.role === 'participant' &&
      !(await findParticipant(tx, roomId, viewer.participantId))
    ) {
      return 'participant-removed';
    }
    if (viewer.role === 'admin' && !(await findAdmin(tx, roomId, viewer.adminId))) {
      return 'organiser-revoked';
    }
    const resultsRow = await findResults(tx, roomId);
    return snapshotFor(viewer, {
      version: room.version,
      room: toRoom(room),
      contestants: (await listContestants(tx, roomId)).map(toContestant),
      results: resultsRow ? toResults(resultsRow) : null,
      totals: () => countRoom(tx, roomId),
      recentBallots: async () =>
        (await listRecentBallots(tx, roomId, RECENT_ACTIVITY_LIMIT)).map(toBallot),
    });
  });
}
