import { sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import {
  type AdminSnapshot,
  type ParticipantSnapshot,
  PROTOCOL_VERSION,
} from '#shared/protocol.ts';
import type { Database } from '../db/database.ts';
import { listRecentBallots, toBallot } from '../repositories/ballots-repository.ts';
import { listContestants, toContestant } from '../repositories/contestants-repository.ts';
import {
  findParticipant,
  listParticipants,
  toParticipant,
} from '../repositories/participants-repository.ts';
import { findResults, toResults } from '../repositories/results-repository.ts';
import { findRoomById, toRoom } from '../repositories/rooms-repository.ts';
import { totalsOf } from '../services/totals.ts';

export type Viewer = { role: 'admin' } | { role: 'participant'; participantId: string };

/**
 * Everything the viewer's role may see of a room, read in one consistent
 * transaction and stamped with the room's version. 'room-gone' if the room no
 * longer exists; 'participant-removed' if the participant is no longer in it.
 */
export async function loadSnapshot(
  database: Database,
  roomId: string,
  viewer: Viewer,
): Promise<AdminSnapshot | ParticipantSnapshot | 'room-gone' | 'participant-removed'> {
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
    const contestants = (await listContestants(tx, roomId)).map(toContestant);
    const resultsRow = await findResults(tx, roomId);
    const base = {
      type: 'snapshot' as const,
      protocolVersion: PROTOCOL_VERSION,
      version: room.version,
      room: toRoom(room),
      contestants,
      results: resultsRow ? toResults(resultsRow) : null,
    };
    if (viewer.role === 'participant')
      return { ...base, role: 'participant', participantId: viewer.participantId };
    const participants = (await listParticipants(tx, roomId)).map(toParticipant);
    const recent = await listRecentBallots(tx, roomId, RECENT_ACTIVITY_LIMIT);
    return {
      ...base,
      role: 'admin',
      participants,
      recentBallots: recent.map(toBallot),
      totals: totalsOf(room),
    };
  });
}
