import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOpenAward, saveOpenAward } from '#client/lib/ballot-drafts.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Award } from '#shared/api.ts';
import { tabToOpen } from './award-tabs.ts';

/**
 * The award whose tab is open, kept on the device so that a reload or a
 * sleeping phone comes back to it; `choose` opens another. When the
 * organiser removes the open award, the one that took its place opens.
 */
export function useOpenAward(session: ParticipantSession, awards: readonly Award[]) {
  const { roomId, participantId } = session;
  const [wanted, setWanted] = useState(() => loadOpenAward(roomId, participantId));
  const place = useRef(0);
  const open = tabToOpen(awards, wanted, place.current);
  useEffect(() => {
    place.current = Math.max(
      0,
      awards.findIndex((award) => award.id === open),
    );
  }, [awards, open]);

  const choose = useCallback(
    (awardId: string) => {
      setWanted(awardId);
      saveOpenAward(roomId, participantId, awardId);
    },
    [roomId, participantId],
  );
  return { open, choose };
}
