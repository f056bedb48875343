import { refuse } from '../errors.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import type { Access } from './access.ts';

/*
 * Which reads of a room each audience may make (events/viewers.ts names the
 * audiences). What each is sent of a room's changes, and whose socket a
 * change closes, is the delivery policy's (events/delivery-policy.ts).
 */

export const PUBLIC_VIEWER: Viewer = { role: 'public' };

export function viewerOf(access: Access): Viewer {
  switch (access.role) {
    case 'admin':
      return { role: 'admin', adminId: access.admin.id };
    case 'screen':
      return { role: 'screen', screenId: access.screen.id };
    case 'participant':
      return access.participant.judge
        ? { role: 'participant', participantId: access.participant.id, judge: true }
        : { role: 'participant', participantId: access.participant.id };
  }
}

/**
 * The reads of a room and the audiences that may make each. Each HTTP read
 * returns the same shape to everyone it admits (its response schema in
 * `#shared/api.ts`); `live`, the realtime subscription, sends each audience
 * its own snapshot (snapshots.ts) and updates (events/delivery-policy.ts).
 */
export const READS = {
  live: ['admin', 'participant', 'screen', 'public'],
  room: ['admin', 'participant'],
  roomByCode: ['public'],
  /** A room's projects by table: the public expo page. */
  expo: ['public'],
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
  /** An expo's judging: every judge's progress, coverage, absent reports, the jury order so far. */
  judging: ['admin'],
  screens: ['admin'],
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
  if (viewer.role === 'public') throw refuse('token_missing', 'missingToken');
  if (admitted.length === 1 && admitted[0] === 'admin') {
    throw refuse('admin_only', 'adminOnly');
  }
  if (admitted.length === 1 && admitted[0] === 'participant') {
    throw refuse('participant_only', 'participantOnly');
  }
  throw refuse('token_not_for_room', 'forbiddenRoom');
}
