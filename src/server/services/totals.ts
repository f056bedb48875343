import type { ActivityTotals } from '#shared/api.ts';
import type { RoomRow } from '../db/schema.ts';

export function totalsOf(room: RoomRow): ActivityTotals {
  return {
    ballots: room.ballotCount,
    participants: room.participantCount,
    contestants: room.contestantCount,
  };
}
