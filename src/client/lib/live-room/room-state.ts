import type { ActivityTotals, Award, Ballot, Contestant, Results, Room } from '#shared/api.ts';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  RoomEvent,
  ScreenSnapshot,
} from '#shared/protocol/messages.ts';
import { unhandled } from '#shared/unhandled.ts';
import {
  numberTables,
  removeContestant,
  reorderContestants,
  upsertContestant,
} from '../contestant-order.ts';

/**
 * The participant's own ballot in an award after the organiser removed a
 * contestant it ranked (from the room or the award): its picks moved up, or
 * null when it was left empty and deleted.
 */
export type BallotAdjustment = {
  contestantName: string;
  awardId: string;
  awardName: string;
  /** Why it left the ballot: removed, or now the participant's team or a judge's conflict. */
  reason: AdjustmentReason;
  ballot: Ballot | null;
};

export type AdjustmentReason = 'removed' | 'team' | 'conflict';

/** What a participant's screen knows of the room. */
export type ParticipantRoomState = {
  room: Room;
  contestants: Contestant[];
  /** The room's awards in the organiser's order; always at least one. */
  awards: Award[];
  results: Results | null;
  /** The last adjustment of this participant's ballot, a new object each time. */
  ballotAdjustment?: BallotAdjustment;
  /**
   * What the organiser changed of this participant since their phone read it:
   * their team (Set team), or a judge's conflicts of interest.
   */
  standing?: StandingChange;
  /**
   * This participant's ballot in an award, deleted because their side no
   * longer votes in it: a new object each time.
   */
  ballotDeleted?: { awardId: string };
  /**
   * Counts the changes to expo judges' routes since the snapshot (a stop
   * walked, judges invited or revoked): a judge's route and the organisers'
   * judging progress are read again at each.
   */
  routeChanges?: number;
};

/** A participant's team, or a judge's conflicts, as the organiser set them. */
export type StandingChange = { teamId?: string | null; conflictIds?: string[] };

/** What a public screen (the shared results page) knows of the room: turnout, no names. */
export type PublicRoomState = ParticipantRoomState & { totals: ActivityTotals };

export type RoomSnapshot = AdminSnapshot | ParticipantSnapshot | ScreenSnapshot | PublicSnapshot;

/** Events about who joined and voted: only the organiser's view holds what they change. */
type AdminOnlyEvent = Extract<
  RoomEvent,
  {
    type:
      | 'participant_removed'
      | 'ballot_saved'
      | 'ballot_deleted'
      | 'ballot_adjusted'
      | 'totals'
      | 'admins_changed'
      | 'screens_changed'
      | 'judges_changed'
      | 'team_changed'
      | 'conflicts_changed';
  }
>;
export type SharedRoomEvent = Exclude<RoomEvent, AdminOnlyEvent>;

export function participantStateFrom(snapshot: RoomSnapshot): ParticipantRoomState {
  return {
    room: snapshot.room,
    contestants: snapshot.contestants,
    awards: snapshot.awards,
    results: snapshot.results,
  };
}

export function publicStateFrom(snapshot: RoomSnapshot): PublicRoomState {
  return {
    room: snapshot.room,
    contestants: snapshot.contestants,
    awards: snapshot.awards,
    results: snapshot.results,
    totals:
      snapshot.role === 'participant'
        ? { ballots: 0, participants: 0, contestants: 0 }
        : snapshot.totals,
  };
}

/** Applies an event every subscriber sees. */
export function applySharedEvent<S extends ParticipantRoomState>(
  state: S,
  event: SharedRoomEvent,
): S {
  switch (event.type) {
    case 'contestant_added':
    case 'contestant_updated':
      return { ...state, contestants: upsertContestant(state.contestants, event.contestant) };
    case 'contestant_removed':
      return { ...state, contestants: removeContestant(state.contestants, event.contestantId) };
    case 'contestants_reordered':
      return {
        ...state,
        contestants: reorderContestants(state.contestants, event.contestantIds),
      };
    case 'tables_numbered':
      return { ...state, contestants: numberTables(state.contestants, event.contestantIds) };
    case 'awards_changed':
      return { ...state, awards: event.awards };
    case 'routes_changed':
      return { ...state, routeChanges: (state.routeChanges ?? 0) + 1 };
    case 'room_status':
      return { ...state, room: { ...state.room, status: event.status } };
    case 'results_published':
    case 'results_held':
    case 'results_released':
      return { ...state, results: event.results, room: { ...state.room, status: 'ended' } };
    case 'record_frozen':
      // The fingerprint of the results this screen holds; none held, nothing to add it to.
      return state.results
        ? { ...state, results: { ...state.results, fingerprint: event.fingerprint } }
        : state;
    case 'staged_results':
      // Sent to screen links alone: the held results as far as the reveal has shown them.
      return { ...state, results: event.results };
    case 'hold_results_changed':
      return { ...state, room: { ...state.room, holdResults: event.holdResults } };
    case 'publish_ballots_changed':
      return { ...state, room: { ...state.room, publishBallots: event.publishBallots } };
    case 'language_changed':
      return { ...state, room: { ...state.room, language: event.language } };
    case 'reveal_progressed':
      return { ...state, room: { ...state.room, revealStep: event.revealStep } };
    case 'timer_changed':
      return { ...state, room: { ...state.room, votingEndsAt: event.votingEndsAt } };
    case 'rehearsal_changed':
      return { ...state, room: { ...state.room, rehearsal: event.rehearsal } };
    case 'rehearsal_ended':
      // The server follows it with a fresh snapshot of the room.
      return state;
    default:
      return unhandled(event);
  }
}

function applyParticipantEvent(
  current: ParticipantRoomState,
  event: RoomEvent,
): ParticipantRoomState {
  switch (event.type) {
    case 'participant_removed':
    case 'ballot_saved':
    case 'totals':
    case 'admins_changed':
    case 'screens_changed':
    case 'judges_changed':
      // A participant's view holds no participants, ballots, totals or organisers.
      return current;
    case 'ballot_deleted':
      // The server sends a participant only its own: who votes in the award changed.
      return { ...current, ballotDeleted: { awardId: event.awardId } };
    case 'team_changed':
      // The server sends a participant only its own.
      return { ...current, standing: { ...current.standing, teamId: event.teamId } };
    case 'conflicts_changed':
      return { ...current, standing: { ...current.standing, conflictIds: event.contestantIds } };
    case 'ballot_adjusted':
      // The server sends a participant only its own.
      return {
        ...current,
        ballotAdjustment: {
          contestantName: event.contestantName,
          awardId: event.awardId,
          awardName: event.awardName,
          reason: event.reason,
          ballot: event.ballot,
        },
      };
    default:
      return applySharedEvent(current, event);
  }
}

function applyPublicEvent(current: PublicRoomState, event: RoomEvent): PublicRoomState {
  switch (event.type) {
    case 'totals':
      return { ...current, totals: event.totals };
    case 'participant_removed':
    case 'ballot_saved':
    case 'ballot_deleted':
    case 'ballot_adjusted':
    case 'admins_changed':
    case 'screens_changed':
    case 'judges_changed':
    case 'team_changed':
    case 'conflicts_changed':
      return current;
    default:
      return applySharedEvent(current, event);
  }
}

/** Applies one update's events to a public screen's view of the room. */
export function applyPublicEvents(state: PublicRoomState, events: readonly RoomEvent[]) {
  return events.reduce(applyPublicEvent, state);
}

/** Applies one update's events to a participant's view of the room. */
export function applyParticipantEvents(state: ParticipantRoomState, events: readonly RoomEvent[]) {
  return events.reduce(applyParticipantEvent, state);
}
