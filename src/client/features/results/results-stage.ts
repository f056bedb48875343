import type { Room } from '#shared/api.ts';

/**
 * Why a phone or the public results page has no results to show yet:
 * - `open`: voting is still open;
 * - `held`: voting has ended and the organiser holds the results for the
 *   reveal on the main screen;
 * - `calculating`: voting has ended and the results are on their way.
 */
export type NoResultsYet = 'open' | 'held' | 'calculating';

/** Why a room that has sent no results to this screen has none yet. */
export function whyNoResults(room: Pick<Room, 'status' | 'holdResults'>): NoResultsYet {
  if (room.status !== 'ended') return 'open';
  return room.holdResults ? 'held' : 'calculating';
}
