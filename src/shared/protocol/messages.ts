import { z } from 'zod';
import { activityTotals, award, ballot, contestant, results, room, roomStatus } from '../api.ts';
import { LANGUAGES } from '../languages.ts';
import { rehearsal } from '../rehearsal.ts';
import { PROTOCOL_VERSION } from './constants.ts';
import { joinMessage } from './join-messages.ts';

/**
 * The realtime wire protocol. A subscriber authenticates in its first message,
 * receives a snapshot of what its role may see stamped with the room version,
 * then updates that each carry the version they apply on top of (baseVersion)
 * and the version they lead to. A client whose version differs from an
 * update's baseVersion has missed something and asks for a resync.
 */

/**
 * The first message. Without a token the subscriber is the public: a
 * projector or a shared results page, which sees turnout and released results.
 */
export const subscribeMessage = z.strictObject({
  type: z.literal('subscribe'),
  protocolVersion: z.literal(PROTOCOL_VERSION),
  roomId: z.string().max(64),
  token: z.string().min(1).max(256).optional(),
});

export const resyncMessage = z.strictObject({ type: z.literal('resync') });

/** A heartbeat: the server answers with a pong, so a client can tell a dead link. */
export const pingMessage = z.strictObject({ type: z.literal('ping') });

export const clientMessage = z.discriminatedUnion('type', [
  subscribeMessage,
  joinMessage,
  resyncMessage,
  pingMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * Every change to a room, as the server announces it. Which of them reach
 * which audience (admin, participant, public), and with which fields, is
 * decided on the server in one place, not here.
 */
export const roomEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contestant_added'), contestant }),
  z.object({ type: z.literal('contestant_updated'), contestant }),
  z.object({ type: z.literal('contestant_removed'), contestantId: z.string() }),
  /** The room's contestants in their new order, by id. */
  z.object({ type: z.literal('contestants_reordered'), contestantIds: z.array(z.string()) }),
  /**
   * Number tables: the room's contestants were given tables 1 to N in this
   * order (the first at table 1), any they had before replaced.
   */
  z.object({ type: z.literal('tables_numbered'), contestantIds: z.array(z.string()) }),
  /** An award was added, changed, removed or moved: every award, in the new order. */
  z.object({ type: z.literal('awards_changed'), awards: z.array(award) }),
  z.object({ type: z.literal('room_status'), status: roomStatus }),
  /** Results, for every audience at once: the room does not hold them for the reveal. */
  z.object({ type: z.literal('results_published'), results }),
  /** Results held for the reveal: only the room's admins see them yet. */
  z.object({ type: z.literal('results_held'), results }),
  /** Held results, released to participants and the public once the reveal shows #1. */
  z.object({ type: z.literal('results_released'), results }),
  /**
   * The ballot record was frozen, after the results went out: its fingerprint.
   * `everyone`: the results were out whole to every audience then; if not,
   * only admins are told, and the others get it with the results the reveal
   * releases to them.
   */
  z.object({
    type: z.literal('record_frozen'),
    fingerprint: z.string(),
    everyone: z.boolean(),
  }),
  z.object({ type: z.literal('hold_results_changed'), holdResults: z.boolean() }),
  z.object({ type: z.literal('publish_ballots_changed'), publishBallots: z.boolean() }),
  /** The organiser changed the room's language: the big screen speaks it at once. */
  z.object({ type: z.literal('language_changed'), language: z.enum(LANGUAGES) }),
  z.object({ type: z.literal('reveal_progressed'), revealStep: z.number().int() }),
  /** A rehearsal with simulated voters started in the room. */
  z.object({ type: z.literal('rehearsal_changed'), rehearsal: rehearsal.nullable() }),
  /**
   * The rehearsal ended: its simulated voters, ballots, results and reveal
   * are gone and the room is open again. Never sent as it is: every
   * subscriber is sent a fresh snapshot of the room instead.
   */
  z.object({ type: z.literal('rehearsal_ended') }),
  /** The timer was started, replaced or cancelled, or lapsed without ending voting (null). */
  z.object({ type: z.literal('timer_changed'), votingEndsAt: z.string().nullable() }),
  z.object({ type: z.literal('participant_removed'), participantId: z.string() }),
  /** An organiser was invited, or one was revoked (its sockets close): dashboards read the list again. */
  z.object({ type: z.literal('admins_changed'), revokedId: z.string().nullable() }),
  /** A screen link was made, or one was revoked (its sockets close): dashboards read the list again. */
  z.object({ type: z.literal('screens_changed'), revokedId: z.string().nullable() }),
  /**
   * For screen links, while the organiser holds the results for the reveal:
   * the results as far as the reveal has shown them (`stagedResults`).
   */
  z.object({ type: z.literal('staged_results'), results }),
  /** A judge was invited or revoked (its sockets close), or a judge's conflicts changed. */
  z.object({ type: z.literal('judges_changed'), revokedId: z.string().nullable() }),
  /** A participant was put in a team (a contestant's id) or in none: they may not rank it. */
  z.object({
    type: z.literal('team_changed'),
    participantId: z.string(),
    teamId: z.string().nullable(),
  }),
  /** A judge's conflicts of interest: the contestants they may not rank. */
  z.object({
    type: z.literal('conflicts_changed'),
    participantId: z.string(),
    contestantIds: z.array(z.string()),
  }),
  /**
   * Expo judges' routes may have changed: a stop was walked, or judges came
   * or went (awardId null: every expo award of the room). Judges' phones ask
   * for their route again; organisers, for the judging's progress.
   */
  z.object({ type: z.literal('routes_changed'), awardId: z.string().nullable() }),
  z.object({ type: z.literal('ballot_saved'), ballot }),
  z.object({
    type: z.literal('ballot_deleted'),
    participantId: z.string(),
    awardId: z.string(),
  }),
  /**
   * A ballot the organiser's removal of a contestant (from the room, or from
   * one award) changed: its other picks moved up (ballot), or it was left
   * empty and deleted (null). Each participant is sent its own only. reason:
   * the contestant was removed, became the participant's team, or a judge's
   * conflict of interest.
   */
  z.object({
    type: z.literal('ballot_adjusted'),
    participantId: z.string(),
    awardId: z.string(),
    awardName: z.string(),
    contestantName: z.string(),
    reason: z.enum(['removed', 'team', 'conflict']),
    ballot: ballot.nullable(),
  }),
  /** Turnout counts: ballots, participants and contestants of the room. */
  z.object({ type: z.literal('totals'), totals: activityTotals }),
]);
export type RoomEvent = z.infer<typeof roomEvent>;
export type RoomEventType = RoomEvent['type'];

const snapshotBase = {
  type: z.literal('snapshot'),
  protocolVersion: z.literal(PROTOCOL_VERSION),
  version: z.number().int(),
  room,
  contestants: z.array(contestant),
  /** The room's awards in the organiser's order; a room always has one. */
  awards: z.array(award),
  results: results.nullable(),
};

/**
 * The organiser's snapshot holds no list of participants: a room of
 * thousands would make every reconnect heavy. The dashboard reads them a page
 * at a time over HTTP; totals count them.
 */
export const adminSnapshot = z.object({
  ...snapshotBase,
  role: z.literal('admin'),
  recentBallots: z.array(ballot),
  totals: activityTotals,
});
export type AdminSnapshot = z.infer<typeof adminSnapshot>;

export const participantSnapshot = z.object({
  ...snapshotBase,
  role: z.literal('participant'),
  participantId: z.string(),
});
export type ParticipantSnapshot = z.infer<typeof participantSnapshot>;

/**
 * What a public screen (a shared results page) may see: turnout counts and
 * released results, never names or ballots.
 */
export const publicSnapshot = z.object({
  ...snapshotBase,
  role: z.literal('public'),
  totals: activityTotals,
});
export type PublicSnapshot = z.infer<typeof publicSnapshot>;

/**
 * What a screen link (a read-only big screen) may see: what the presenter
 * shows, that is turnout counts and the results only as far as the reveal
 * has shown them; never names or ballots.
 */
export const screenSnapshot = z.object({
  ...snapshotBase,
  role: z.literal('screen'),
  totals: activityTotals,
});
export type ScreenSnapshot = z.infer<typeof screenSnapshot>;

export const updateMessage = z.object({
  type: z.literal('update'),
  baseVersion: z.number().int(),
  version: z.number().int(),
  events: z.array(roomEvent),
});
export type UpdateMessage = z.infer<typeof updateMessage>;

export const pongMessage = z.object({ type: z.literal('pong') });

export const serverMessage = z.union([
  adminSnapshot,
  participantSnapshot,
  publicSnapshot,
  screenSnapshot,
  updateMessage,
  pongMessage,
]);
export type ServerMessage = z.infer<typeof serverMessage>;
