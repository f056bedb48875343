import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import {
  adjustmentNotice,
  inAward,
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
 *
 * In a room of several awards (`award`: the one whose ballot is shown, and
 * every contestant of the room, for naming an adjusted ballot's picks in any
 * award) each notice starts with the name of the award it is about.
 */
export function useBallotNotice(
  contestants: Contestant[] | undefined,
  adjustment: OwnBallotAdjustment | undefined,
  ranked: string[] | undefined,
  voted: boolean,
  award?: { name: string; everyone: readonly Contestant[] },
) {
  const { i18n } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);
  const previous = useRef({ contestants, adjustment, ranked, voted });

  useEffect(() => {
    const before = previous.current;
    previous.current = { contestants, adjustment, ranked, voted };
    if (adjustment && adjustment !== before.adjustment) {
      if (!award) setNotice(adjustmentNotice(i18n, adjustment, contestants ?? []));
      else
        setNotice(
          inAward(
            i18n,
            adjustment.awardName ?? award.name,
            adjustmentNotice(i18n, adjustment, award.everyone),
          ),
        );
      return;
    }
    if (!contestants || !before.contestants || !before.ranked) return;
    const gone = removedFromRanking(before.contestants, contestants, before.ranked);
    if (!gone) return;
    const notice = removalNotice(i18n, gone, before.ranked, before.voted, contestants);
    setNotice(award ? inAward(i18n, award.name, notice) : notice);
  }, [contestants, adjustment, ranked, voted, award, i18n]);

  return { notice, dismiss: () => setNotice(null) };
}
