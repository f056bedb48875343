import type { ActivityTotals, Ballot } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { AdminSnapshot, RoomEvent } from '#shared/protocol/messages.ts';
import { applySharedEvent, type ParticipantRoomState } from './room-state.ts';

/**
 * What the organiser's dashboard knows of the room. Its participants are not
 * here: the dashboard reads them a page at a time.
 */
export type AdminRoomState = ParticipantRoomState & {
  recentBallots: Ballot[];
  totals: ActivityTotals;
  /**
   * Counts the changes to the room's organisers or to their log (an organiser
   * invited or revoked, a participant removed, voting finished) since the
   * snapshot: the Organisers panel reads them again at each.
   */
  adminChanges: number;
  /**
   * Counts the changes to the room's judges (invited, revoked, conflicts set)
   * and to its teams since the snapshot: the Judges panel and the
   * participants list read them again at each.
   */
  judgeChanges: number;
  /** Counts the screen links made or revoked since the snapshot: the Screens panel reads them again at each. */
  screenChanges: number;
};

export function adminStateFrom(snapshot: AdminSnapshot): AdminRoomState {
  return {
    room: snapshot.room,
    contestants: snapshot.contestants,
    awards: snapshot.awards,
    results: snapshot.results,
    recentBallots: snapshot.recentBallots,
    totals: snapshot.totals,
    adminChanges: 0,
    judgeChanges: 0,
    screenChanges: 0,
  };
}

function applyAdminEvent(current: AdminRoomState, event: RoomEvent): AdminRoomState {
  switch (event.type) {
    case 'participant_removed':
      return {
        ...current,
        recentBallots: current.recentBallots.filter((b) => b.participantId !== event.participantId),
        adminChanges: current.adminChanges + 1,
      };
    case 'admins_changed':
      return { ...current, adminChanges: current.adminChanges + 1 };
    case 'screens_changed':
      return { ...current, screenChanges: current.screenChanges + 1 };
    case 'judges_changed':
    case 'team_changed':
    case 'conflicts_changed':
      // Each is in the organiser log as well.
      return {
        ...current,
        judgeChanges: current.judgeChanges + 1,
        adminChanges: current.adminChanges + 1,
      };
    case 'room_status':
      return {
        ...applySharedEvent(current, event),
        adminChanges: current.adminChanges + 1,
      };
    case 'ballot_saved':
      return {
        ...current,
        recentBallots: [
          event.ballot,
          ...current.recentBallots.filter((b) => b.id !== event.ballot.id),
        ].slice(0, RECENT_ACTIVITY_LIMIT),
      };
    case 'ballot_deleted':
      return {
        ...current,
        recentBallots: current.recentBallots.filter(
          (b) => b.participantId !== event.participantId || b.awardId !== event.awardId,
        ),
      };
    case 'ballot_adjusted':
      return {
        ...current,
        recentBallots: current.recentBallots.flatMap((b) =>
          b.participantId !== event.participantId || b.awardId !== event.awardId
            ? [b]
            : event.ballot
              ? [event.ballot]
              : [],
        ),
      };
    case 'awards_changed': {
      // A removed award's ballots went with it.
      const kept = new Set(event.awards.map((award) => award.id));
      return {
        ...applySharedEvent(current, event),
        recentBallots: current.recentBallots.filter((b) => kept.has(b.awardId)),
      };
    }
    case 'totals':
      return { ...current, totals: event.totals };
    default:
      return applySharedEvent(current, event);
  }
}

/** Applies one update's events to the organiser's view of the room. */
export function applyAdminEvents(state: AdminRoomState, events: readonly RoomEvent[]) {
  return events.reduce(applyAdminEvent, state);
}
