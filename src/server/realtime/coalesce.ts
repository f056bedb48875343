import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';

/**
 * Shrinks a burst of room events to what a screen needs: the last word on
 * each participant's ballot in each award, at most the latest RECENT_ACTIVITY_LIMIT saved
 * ballots, and only the final totals. Order is otherwise kept.
 */
export function coalesceRoomEvents(events: readonly RoomEvent[]): RoomEvent[] {
  const lastBallotEventIndex = new Map<string, number>();
  const ballotKey = (participantId: string, awardId: string) => `${awardId} ${participantId}`;
  let lastTotalsIndex = -1;
  events.forEach((event, index) => {
    if (event.type === 'ballot_saved')
      lastBallotEventIndex.set(ballotKey(event.ballot.participantId, event.ballot.awardId), index);
    else if (event.type === 'ballot_deleted')
      lastBallotEventIndex.set(ballotKey(event.participantId, event.awardId), index);
    else if (event.type === 'totals') lastTotalsIndex = index;
  });

  const kept = events.filter((event, index) => {
    if (event.type === 'ballot_saved')
      return (
        lastBallotEventIndex.get(ballotKey(event.ballot.participantId, event.ballot.awardId)) ===
        index
      );
    if (event.type === 'ballot_deleted')
      return lastBallotEventIndex.get(ballotKey(event.participantId, event.awardId)) === index;
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
