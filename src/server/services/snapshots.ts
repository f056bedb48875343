import type { ActivityTotals, Award, Ballot, Contestant, Results, Room } from '#shared/api.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  ScreenSnapshot,
} from '#shared/protocol/messages.ts';
import { releasedAwardCount, screenResults } from '#shared/reveal.ts';
import { turnout } from '../events/delivery-policy.ts';
import type { Viewer } from '../events/viewers.ts';

/*
 * What each audience's snapshot of a room holds (events/delivery-policy.ts
 * says what they are sent of each change).
 */

export type RoomSnapshot = AdminSnapshot | ParticipantSnapshot | ScreenSnapshot | PublicSnapshot;

/**
 * What a snapshot may be cut from. The admin-only part and the counts are
 * read lazily, so nobody reads a room's ballots for a viewer who may not see
 * them, and a participant's snapshot is the same for every participant. No
 * snapshot lists the room's participants: the organiser reads them a page at
 * a time (`READS.participants`), so a room of thousands stays light to join.
 */
export type SnapshotSource = {
  version: number;
  room: Room;
  contestants: Contestant[];
  awards: Award[];
  results: Results | null;
  totals(): Promise<ActivityTotals>;
  recentBallots(): Promise<Ballot[]>;
};

/**
 * The results a viewer may see: admins all of them; a screen link what the
 * reveal has shown (`screenResults`); participants and the public, while the
 * organiser holds them for the reveal, only the awards the reveal has
 * released (none: null).
 */
export function resultsFor(viewer: Viewer, room: Room, results: Results | null): Results | null {
  if (!results || viewer.role === 'admin') return results;
  if (viewer.role === 'screen') return screenResults(room, results);
  return releasedResults(results, releasedAwardCount(room, results));
}

/** The results with only their first `count` awards; null when that is none. */
export function releasedResults(results: Results, count: number): Results | null {
  if (count <= 0) return null;
  return count >= results.awards.length
    ? results
    : { ...results, awards: results.awards.slice(0, count) };
}

/** A viewer's snapshot of a room: exactly the fields its audience may see. */
export async function snapshotFor(viewer: Viewer, source: SnapshotSource): Promise<RoomSnapshot> {
  const base = {
    type: 'snapshot',
    protocolVersion: PROTOCOL_VERSION,
    version: source.version,
    room: source.room,
    contestants: source.contestants,
    awards: source.awards,
    results: resultsFor(viewer, source.room, source.results),
  } as const;
  switch (viewer.role) {
    case 'admin':
      return {
        ...base,
        role: 'admin',
        recentBallots: await source.recentBallots(),
        totals: await source.totals(),
      };
    case 'participant':
      return { ...base, role: 'participant', participantId: viewer.participantId };
    case 'screen':
      return { ...base, role: 'screen', totals: turnout(await source.totals()) };
    case 'public':
      return { ...base, role: 'public', totals: turnout(await source.totals()) };
  }
}
