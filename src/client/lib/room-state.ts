import type {
  ActivityTotals,
  Ballot,
  Contestant,
  Participant,
  Results,
  Room,
} from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { AdminSnapshot, ParticipantSnapshot, RoomEvent } from '#shared/protocol.ts';

/** What a voter's screen knows of the room. */
export type ParticipantRoomState = {
  room: Room;
  contestants: Contestant[];
  results: Results | null;
};

/** What the organiser's dashboard knows of the room. */
export type AdminRoomState = ParticipantRoomState & {
  participants: Participant[];
  recentBallots: Ballot[];
  totals: ActivityTotals;
};

export function participantStateFrom(
  snapshot: ParticipantSnapshot | AdminSnapshot,
): ParticipantRoomState {
  return { room: snapshot.room, contestants: snapshot.contestants, results: snapshot.results };
}

export function adminStateFrom(snapshot: AdminSnapshot): AdminRoomState {
  return {
    room: snapshot.room,
    contestants: snapshot.contestants,
    results: snapshot.results,
    participants: snapshot.participants,
    recentBallots: snapshot.recentBallots,
    totals: snapshot.totals,
  };
}

function withContestant(contestants: Contestant[], contestant: Contestant): Contestant[] {
  if (contestants.some((c) => c.id === contestant.id)) return contestants;
  return [...contestants, contestant].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Applies the events every subscriber sees. */
export function applyPublicEvent<S extends ParticipantRoomState>(state: S, event: RoomEvent): S {
  switch (event.type) {
    case 'contestant_added':
      return { ...state, contestants: withContestant(state.contestants, event.contestant) };
    case 'room_status':
      return { ...state, room: { ...state.room, status: event.status } };
    case 'results_published':
      return { ...state, results: event.results, room: { ...state.room, status: 'ended' } };
    default:
      return state;
  }
}

function applyAdminEvent(current: AdminRoomState, event: RoomEvent): AdminRoomState {
  switch (event.type) {
    case 'participant_joined':
      return current.participants.some((p) => p.id === event.participant.id)
        ? current
        : { ...current, participants: [event.participant, ...current.participants] };
    case 'participant_removed':
      return {
        ...current,
        participants: current.participants.filter((p) => p.id !== event.participantId),
      };
    case 'ballot_saved':
      return {
        ...current,
        recentBallots: [
          event.ballot,
          ...current.recentBallots.filter((b) => b.participantId !== event.ballot.participantId),
        ].slice(0, RECENT_ACTIVITY_LIMIT),
      };
    case 'ballot_deleted':
      return {
        ...current,
        recentBallots: current.recentBallots.filter((b) => b.participantId !== event.participantId),
      };
    case 'totals':
      return { ...current, totals: event.totals };
    default:
      return applyPublicEvent(current, event);
  }
}

/** Applies one update's events to the organiser's view of the room. */
export function applyAdminEvents(state: AdminRoomState, events: readonly RoomEvent[]) {
  let current = state;
  for (const event of events) current = applyAdminEvent(current, event);
  return current;
}

/** Applies one update's events to a voter's view of the room. */
export function applyParticipantEvents(state: ParticipantRoomState, events: readonly RoomEvent[]) {
  let current = state;
  for (const event of events) current = applyPublicEvent(current, event);
  return current;
}
