import type { ActivityTotals } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent, RoomEventType } from '#shared/protocol/messages.ts';
import { stagedResults } from '#shared/reveal.ts';
import type { Audience, Viewer } from './viewers.ts';

/*
 * Who receives what of a room's changes, and whose socket a change closes:
 * decided here and nowhere else, and the realtime hub asks nothing else.
 * Four audiences (viewers.ts): the room's admins; its participants; its
 * screen links; and the public — anyone without a token, such as a shared
 * results page — who may see turnout counts and released results but never a
 * participant's name, a ballot or a running total of points. Participants
 * and the public see held results only once the reveal shows #1; a screen
 * link sees what the presenter shows: held results place by place, as the
 * reveal shows them (`stagedResults`), and nothing else. What a snapshot holds for each
 * audience is services/snapshots.ts; which HTTP reads each may make,
 * services/audiences.ts.
 */

/** The turnout counts of a room's totals, picked field by field so that nothing added to totals later leaks. */
export function turnout(totals: ActivityTotals): ActivityTotals {
  return {
    ballots: totals.ballots,
    participants: totals.participants,
    contestants: totals.contestants,
    ...(totals.awards
      ? { awards: totals.awards.map(({ awardId, ballots }) => ({ awardId, ballots })) }
      : {}),
    ...(totals.judges
      ? { judges: { judges: totals.judges.judges, voted: totals.judges.voted } }
      : {}),
  };
}

/** How one audience sees one event: as it is, cut down, or not at all (null). */
type Projection = (event: RoomEvent) => RoomEvent | null;

const whole: Projection = (event) => event;
const hidden: Projection = () => null;
const turnoutOnly: Projection = (event) =>
  event.type === 'totals' ? { type: 'totals', totals: turnout(event.totals) } : null;

/** Held results reach a screen link with no place shown yet: the reveal starts at its first step. */
const heldForScreen: Projection = (event) =>
  event.type === 'results_held'
    ? { type: 'results_held', results: stagedResults(event.results, 0) }
    : null;

/**
 * A frozen record's fingerprint reaches those who are not admins only with
 * the whole results: until then the reveal's last step brings it to them.
 */
const withWholeResults: Projection = (event) =>
  event.type === 'record_frozen' && event.everyone ? event : null;

const everyone = { admin: whole, participant: whole, screen: whole, public: whole };
const adminsOnly = { admin: whole, participant: hidden, screen: hidden, public: hidden };

/** Every event type, and what each audience is sent of it. */
export const EVENT_AUDIENCES = {
  contestant_added: everyone,
  contestant_updated: everyone,
  contestant_removed: everyone,
  contestants_reordered: everyone,
  /** Every screen that lists the contestants may show their tables. */
  tables_numbered: everyone,
  awards_changed: everyone,
  room_status: everyone,
  results_published: everyone,
  results_held: { admin: whole, participant: hidden, screen: heldForScreen, public: hidden },
  results_released: { admin: hidden, participant: whole, screen: hidden, public: whole },
  /** A screen link follows held results as the reveal shows them, place by place. */
  staged_results: { admin: hidden, participant: hidden, screen: whole, public: hidden },
  record_frozen: {
    admin: whole,
    participant: withWholeResults,
    screen: withWholeResults,
    public: withWholeResults,
  },
  hold_results_changed: everyone,
  publish_ballots_changed: everyone,
  /** The big screen and phones that follow the room speak the new language at once. */
  language_changed: everyone,
  reveal_progressed: everyone,
  timer_changed: everyone,
  rehearsal_changed: everyone,
  /** Never delivered as an event: it sends every subscriber a fresh snapshot (version-batch.ts). */
  rehearsal_ended: everyone,
  /** The participant removed is not sent it: its socket closes (`deliveryFor`). */
  participant_removed: adminsOnly,
  /** The organiser revoked is not sent it: its socket closes. */
  admins_changed: adminsOnly,
  /** The screen link revoked is not sent it: its socket closes. */
  screens_changed: adminsOnly,
  /** The judge revoked is not sent it: its socket closes. */
  judges_changed: adminsOnly,
  /** A participant is sent its own as well (OWN_EVENTS). */
  team_changed: adminsOnly,
  /** A judge is sent their own as well (OWN_EVENTS). */
  conflicts_changed: adminsOnly,
  /** Names no one: every phone may hear it, and judges' phones ask for their route again. */
  routes_changed: { admin: whole, participant: whole, screen: hidden, public: hidden },
  ballot_saved: adminsOnly,
  /** A participant is sent its own as well (OWN_EVENTS): who votes in an award changed. */
  ballot_deleted: adminsOnly,
  /** A participant is sent its own as well (OWN_EVENTS), never another's. */
  ballot_adjusted: adminsOnly,
  totals: { admin: whole, participant: hidden, screen: turnoutOnly, public: turnoutOnly },
} as const satisfies Record<RoomEventType, Record<Audience, Projection>>;

/** The events of a batch that this audience may see, each cut to what it may see of it. */
export function eventsFor(audience: Audience, events: readonly RoomEvent[]): RoomEvent[] {
  return events.flatMap((event) => EVENT_AUDIENCES[event.type][audience](event) ?? []);
}

/**
 * The events about one participant's own ballots and standing (a removal
 * moved its picks up, a ballot went as who votes in an award changed, its
 * team or conflicts changed): sent to that participant alone, beside what
 * every participant is sent.
 */
const OWN_EVENTS: ReadonlySet<RoomEventType> = new Set([
  'ballot_adjusted',
  'ballot_deleted',
  'team_changed',
  'conflicts_changed',
]);

/** The events that close a participant's socket (`planDelivery`): a removal, a judge revoked. */
const CLOSING_PARTICIPANTS: ReadonlySet<RoomEventType> = new Set([
  'participant_removed',
  'judges_changed',
]);

/**
 * The event types no participant is sent anything of: hidden from their
 * audience, about no participant's own ballots or standing, closing no
 * participant's socket. A batch of these alone (ballots and counts, while a
 * room votes) leaves every participant's socket as it was.
 */
const REACHING_NO_PARTICIPANT: ReadonlySet<RoomEventType> = new Set(
  (Object.keys(EVENT_AUDIENCES) as RoomEventType[]).filter(
    (type) =>
      EVENT_AUDIENCES[type].participant === hidden &&
      !OWN_EVENTS.has(type) &&
      !CLOSING_PARTICIPANTS.has(type),
  ),
);

/** Whether no participant is sent anything of these events (`deliveryFor` gives each nothing). */
export function reachesNoParticipant(events: readonly RoomEvent[]): boolean {
  return events.every((event) => REACHING_NO_PARTICIPANT.has(event.type));
}

/** The participant an event is about, when it is sent to that participant alone. */
function ownerOf(event: RoomEvent): string | null {
  return OWN_EVENTS.has(event.type) && 'participantId' in event ? event.participantId : null;
}

/** The closes a batch of changes brings: the participant removed, the organiser, judge or screen link revoked. */
export type ChangeClose =
  | (typeof CLOSE)['participantRemoved']
  | (typeof CLOSE)['adminRevoked']
  | (typeof CLOSE)['judgeRevoked']
  | (typeof CLOSE)['screenRevoked'];

/**
 * A batch of room changes with its delivery worked out once for all the
 * subscribers it goes to: whose sockets it closes, who has events of their
 * own in it, and (filled as they are asked for) each audience's events.
 */
export type DeliveryPlan = {
  readonly events: readonly RoomEvent[];
  readonly closedParticipants: ReadonlyMap<string, ChangeClose>;
  readonly revokedAdmins: ReadonlySet<string>;
  readonly revokedScreens: ReadonlySet<string>;
  readonly owners: ReadonlySet<string>;
  readonly byAudience: Map<Audience, RoomEvent[]>;
};

/** Works out a batch's delivery (`deliveryFor` then answers each subscriber). */
export function planDelivery(events: readonly RoomEvent[]): DeliveryPlan {
  const closedParticipants = new Map<string, ChangeClose>();
  const revokedAdmins = new Set<string>();
  const revokedScreens = new Set<string>();
  const owners = new Set<string>();
  for (const event of events) {
    if (event.type === 'participant_removed') {
      closedParticipants.set(event.participantId, CLOSE.participantRemoved);
    }
    // A participant both removed and revoked as a judge is told it was removed.
    if (event.type === 'judges_changed' && event.revokedId) {
      if (!closedParticipants.has(event.revokedId)) {
        closedParticipants.set(event.revokedId, CLOSE.judgeRevoked);
      }
    }
    if (event.type === 'admins_changed' && event.revokedId) revokedAdmins.add(event.revokedId);
    if (event.type === 'screens_changed' && event.revokedId) revokedScreens.add(event.revokedId);
    const owner = ownerOf(event);
    if (owner) owners.add(owner);
  }
  return {
    events,
    closedParticipants,
    revokedAdmins,
    revokedScreens,
    owners,
    byAudience: new Map(),
  };
}

/**
 * What one subscriber gets of a batch: a close, when the batch removes this
 * very participant or revokes this very organiser, judge or screen link; else the events
 * it may see (none: it is sent nothing). `own` says they hold events about
 * it alone; otherwise they are its whole audience's, the same for each.
 */
export type Delivery = { close: ChangeClose } | { events: RoomEvent[]; own: boolean };

/** What this viewer gets of a planned batch. */
export function deliveryFor(viewer: Viewer, plan: DeliveryPlan): Delivery {
  if (viewer.role === 'participant') {
    const close = plan.closedParticipants.get(viewer.participantId);
    if (close) return { close };
  }
  if (viewer.role === 'admin' && plan.revokedAdmins.has(viewer.adminId)) {
    return { close: CLOSE.adminRevoked };
  }
  if (viewer.role === 'screen' && plan.revokedScreens.has(viewer.screenId)) {
    return { close: CLOSE.screenRevoked };
  }
  let shared = plan.byAudience.get(viewer.role);
  if (!shared) {
    shared = eventsFor(viewer.role, plan.events);
    plan.byAudience.set(viewer.role, shared);
  }
  if (viewer.role !== 'participant' || !plan.owners.has(viewer.participantId)) {
    return { events: shared, own: false };
  }
  const { participantId } = viewer;
  const own = plan.events.filter((event) => ownerOf(event) === participantId);
  return { events: [...shared, ...own], own: true };
}
