import type { Executor } from '../db/database.ts';
import { listAwards } from '../repositories/awards-repository.ts';
import { listAmendments } from '../repositories/ballot-amendments.ts';
import { listBallotRankings } from '../repositories/ballots-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { listRoomConflicts } from '../repositories/judges-repository.ts';
import { findRoomById } from '../repositories/rooms-repository.ts';
import type { RecordSource } from './ballot-record-build.ts';

/**
 * What the room's ballot record is built from, read in one transaction once
 * voting has ended; null while it is open. Nothing of it can change after
 * the finish (every write refuses an ended room), so a read after the
 * finish's commit is what the finish counted; `endedAt` says which finish
 * (a rehearsal's can be taken away and the room finished again).
 */
export async function readRecordSource(ex: Executor, roomId: string): Promise<RecordSource | null> {
  const room = await findRoomById(ex, roomId);
  if (room?.status !== 'ended' || room.endedAt === null) return null;
  return {
    room,
    endedAt: room.endedAt,
    awards: await listAwards(ex, roomId),
    contestants: await listContestants(ex, roomId),
    ballots: await listBallotRankings(ex, roomId),
    conflicts: await listRoomConflicts(ex, roomId),
    amendments: await listAmendments(ex, roomId),
  };
}
