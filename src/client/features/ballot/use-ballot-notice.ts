import { useEffect, useRef, useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import {
  adjustmentNotice,
  type OwnBallotAdjustment,
  removalNotice,
  removedFromRanking,
} from './ballot-notice.ts';

/**
 * What the phone says when the organiser removes a contestant this
 * participant ranked: the server's word on their ballot when it changed
 * (`adjustment`, a new object each time); else, when the room was read
 * again instead, what the server's rule did to a submitted ballot (`voted`),
 * or, for a ranking not yet sent, that the contestant was removed.
 */
export function useBallotNotice(
  contestants: Contestant[] | undefined,
  adjustment: OwnBallotAdjustment | undefined,
  ranked: string[] | undefined,
  voted: boolean,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const previous = useRef({ contestants, adjustment, ranked, voted });

  useEffect(() => {
    const before = previous.current;
    previous.current = { contestants, adjustment, ranked, voted };
    if (adjustment && adjustment !== before.adjustment) {
      setNotice(adjustmentNotice(adjustment, contestants ?? []));
      return;
    }
    if (!contestants || !before.contestants || !before.ranked) return;
    const gone = removedFromRanking(before.contestants, contestants, before.ranked);
    if (gone) setNotice(removalNotice(gone, before.ranked, before.voted, contestants));
  }, [contestants, adjustment, ranked, voted]);

  return { notice, dismiss: () => setNotice(null) };
}
