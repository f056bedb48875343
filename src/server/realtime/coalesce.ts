import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { RoomEvent } from '#shared/protocol.ts';

/**
 * Shrinks a burst of room events to what a screen needs: the last word on
 * each participant's ballot, at most the latest RECENT_ACTIVITY_LIMIT saved
 * ballots, and only the final totals. Order is otherwise kept.
 */
export function coalesceRoomEvents(events: readonly RoomEvent[]): RoomEvent[] {
  const lastBallotEventIndex = new Map<string, number>();
  let lastTotalsIndex = -1;
  events.forEach((event, index) => {
    if (event.type === 'ballot_saved') lastBallotEventIndex.set(event.ballot.participantId, index);
    else if (event.type === 'ballot_deleted') lastBallotEventIndex.set(event.participantId, index);
    else if (event.type === 'totals') lastTotalsIndex = index;
  });

  const kept = events.filter((event, index) => {
    if (event.type === 'ballot_saved')
      return lastBallotEventIndex.get(event.ballot.participantId) === index;
    if (event.type === 'ballot_deleted')
      return lastBallotEventIndex.get(event.participantId) === index;
    if (event.type === 'totals') return index === lastTotalsIndex;
    return true;
  });

  let savedToDrop = kept.filter((event) => event.type === 'ballot_saved').length;
  savedToDrop -= RECENT_ACTIVITY_LIMIT;
  if (savedToDrop <= 0) return kept;
  return kept.filter((event) => {
    if (event.type !== 'ballot_saved' || savedToDrop <= 0) return true;
    savedToDrop -= 1;
    return false;
  });
}
