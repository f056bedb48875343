import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent, RoomEventType } from '#shared/protocol/messages.ts';
import { refuse } from '../errors.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import type { Access } from './access.ts';
import { turnout } from './snapshots.ts';

/*
 * Who sees what of a room, decided here and nowhere else. Three audiences
 * (events/viewers.ts): the room's admins; its participants; and the public —
 * anyone without a token, such as a shared results page — who may see
 * turnout counts and released results but never a participant's name, a
 * ballot or a running total of points. Participants and the public see held
 * results only once the reveal shows #1.
 */

export const PUBLIC_VIEWER: Viewer = { role: 'public' };

export function viewerOf(access: Access): Viewer {
  return access.role === 'admin'
    ? { role: 'admin', adminId: access.admin.id }
    : access.participant.judge
      ? { role: 'participant', participantId: access.participant.id, judge: true }
      : { role: 'participant', participantId: access.participant.id };
}

/**
 * The reads of a room and the audiences that may make each. Each HTTP read
 * returns the same shape to everyone it admits (its response schema in
 * `#shared/api.ts`); `live`, the realtime subscription, sends each audience
 * its own snapshot and updates (below).
 */
export const READS = {
  live: ['admin', 'participant', 'public'],
  room: ['admin', 'participant'],
  roomByCode: ['public'],
  contestants: ['admin', 'participant'],
  awards: ['admin', 'participant'],
  contestantImage: ['public'],
  /** Participants and the public get held results only once they are released (`resultsFor`). */
  results: ['admin', 'participant', 'public'],
  ownBallot: ['participant'],
  activity: ['admin'],
  participants: ['admin'],
  /** The results so far and every ballot, as a file (Export CSV, Export JSON). */
  export: ['admin'],
  admins: ['admin'],
  adminLog: ['admin'],
  judges: ['admin'],
} as const satisfies Record<string, readonly Audience[]>;

export type RoomRead = keyof typeof READS;
/** The viewers a read admits. */
export type ReaderOf<R extends RoomRead> = 'public' extends (typeof READS)[R][number]
  ? Viewer
  : Extract<Viewer, { role: (typeof READS)[R][number] }>;

/** A read open to the public is open to everyone; the others only to the audiences listed. */
export function mayRead<R extends RoomRead>(viewer: Viewer, read: R): viewer is ReaderOf<R> {
  const admitted: readonly Audience[] = READS[read];
  return admitted.includes('public') || admitted.includes(viewer.role);
}

/** The viewer, if it may make this read; otherwise the refusal it gets. */
export function requireRead<R extends RoomRead>(viewer: Viewer, read: R): ReaderOf<R> {
  if (mayRead(viewer, read)) return viewer;
  const admitted: readonly Audience[] = READS[read];
  if (viewer.role === 'public') throw refuse('token_missing', ERRORS.missingToken);
  if (admitted.length === 1 && admitted[0] === 'admin') {
    throw refuse('admin_only', ERRORS.adminOnly);
  }
  if (admitted.length === 1 && admitted[0] === 'participant') {
    throw refuse('participant_only', ERRORS.participantOnly);
  }
  throw refuse('token_not_for_room', ERRORS.forbiddenRoom);
}

/** How one audience sees one event: as it is, cut down, or not at all (null). */
type Projection = (event: RoomEvent) => RoomEvent | null;

const whole: Projection = (event) => event;
const hidden: Projection = () => null;
/** Turnout counts, picked field by field so that nothing added to totals later leaks. */
const turnoutOnly: Projection = (event) =>
  event.type === 'totals' ? { type: 'totals', totals: turnout(event.totals) } : null;

const everyone = { admin: whole, participant: whole, public: whole };
const adminsOnly = { admin: whole, participant: hidden, public: hidden };

/** Every event type, and what each audience is sent of it. */
export const EVENT_AUDIENCES = {
  contestant_added: everyone,
  contestant_updated: everyone,
  contestant_removed: everyone,
  contestants_reordered: everyone,
  awards_changed: everyone,
  room_status: everyone,
  results_published: everyone,
  results_held: adminsOnly,
  results_released: { admin: hidden, participant: whole, public: whole },
  hold_results_changed: everyone,
  publish_ballots_changed: everyone,
  reveal_progressed: everyone,
  timer_changed: everyone,
  participant_removed: adminsOnly,
  admins_changed: adminsOnly,
  judges_changed: adminsOnly,
  /** A participant is sent its own as well (`ownEventsFor`). */
  team_changed: adminsOnly,
  /** A judge is sent their own as well (`ownEventsFor`). */
  conflicts_changed: adminsOnly,
  ballot_saved: adminsOnly,
  /** A participant is sent its own as well (`ownEventsFor`): who votes in an award changed. */
  ballot_deleted: adminsOnly,
  /** A participant is sent its own as well (`ownEventsFor`), never another's. */
  ballot_adjusted: adminsOnly,
  totals: { admin: whole, participant: hidden, public: turnoutOnly },
} as const satisfies Record<RoomEventType, Record<Audience, Projection>>;

/** The events of a batch that this audience may see, each cut to what it may see of it. */
export function eventsFor(audience: Audience, events: readonly RoomEvent[]): RoomEvent[] {
  return events.flatMap((event) => EVENT_AUDIENCES[event.type][audience](event) ?? []);
}

/** The events about one participant that reach that participant alone. */
const OWN_EVENTS: ReadonlySet<RoomEventType> = new Set([
  'ballot_adjusted',
  'ballot_deleted',
  'team_changed',
  'conflicts_changed',
]);

/**
 * The events of a batch about this participant's own ballots and standing (a
 * removal moved its picks up, a ballot went as who votes in an award
 * changed, their team or conflicts changed): sent to that participant alone,
 * beside what every participant is sent.
 */
export function ownEventsFor(viewer: Viewer, events: readonly RoomEvent[]): RoomEvent[] {
  if (viewer.role !== 'participant') return [];
  return events.filter(
    (e) =>
      OWN_EVENTS.has(e.type) && 'participantId' in e && e.participantId === viewer.participantId,
  );
}

/**
 * What a subscriber is sent of a batch of room changes: the events it may
 * see, or a close when the batch removes this very participant or revokes
 * this very organiser.
 */
export function deliveryFor(
  viewer: Viewer,
  events: readonly RoomEvent[],
):
  | { events: RoomEvent[] }
  | {
      close:
        | (typeof CLOSE)['participantRemoved']
        | (typeof CLOSE)['adminRevoked']
        | (typeof CLOSE)['judgeRevoked'];
    } {
  if (
    viewer.role === 'participant' &&
    events.some((e) => e.type === 'participant_removed' && e.participantId === viewer.participantId)
  ) {
    return { close: CLOSE.participantRemoved };
  }
  if (
    viewer.role === 'participant' &&
    events.some((e) => e.type === 'judges_changed' && e.revokedId === viewer.participantId)
  ) {
    return { close: CLOSE.judgeRevoked };
  }
  if (
    viewer.role === 'admin' &&
    events.some((e) => e.type === 'admins_changed' && e.revokedId === viewer.adminId)
  ) {
    return { close: CLOSE.adminRevoked };
  }
  return { events: [...eventsFor(viewer.role, events), ...ownEventsFor(viewer, events)] };
}
