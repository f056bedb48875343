import { useSyncExternalStore } from 'react';

/** Below this width the show's controls dock at the bottom of the screen, in reach of a thumb. */
const PHONE = '(max-width: 699.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the dashboard is on a phone, where the show's controls (the
 * timer, Finish Voting, the reveal) sit in a bar at the bottom of the screen
 * rather than among the dashboard's cards.
 */
export function useDockedRemote(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
