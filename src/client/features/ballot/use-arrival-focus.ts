import { useEffect, useRef } from 'react';

/** The id of the voting view's heading: the room's name. */
export const VOTING_HEADING_ID = 'voting-room-name';

/**
 * Puts the keyboard on the voting view's heading once, when the room first
 * shows after joining or reopening: a screen reader starts from the room's
 * name instead of the join form that is gone. Later screens of the room
 * (voting ended, results) place it themselves.
 */
export function useArrivalFocus(ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    document.getElementById(VOTING_HEADING_ID)?.focus({ preventScroll: true });
  }, [ready]);
}
