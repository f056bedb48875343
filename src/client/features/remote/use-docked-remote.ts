import { PHONE_WIDTH, useMediaQuery } from '#client/lib/use-media-query.ts';

/**
 * Whether the dashboard is on a phone, where the show's controls (the
 * timer, Finish Voting, the reveal) sit in a bar at the bottom of the screen
 * rather than among the dashboard's cards.
 */
export function useDockedRemote(): boolean {
  return useMediaQuery(PHONE_WIDTH);
}
