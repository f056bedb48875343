import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOpenAward, moveBallotDraft, saveOpenAward } from '#client/lib/ballot-drafts.ts';
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

/**
 * Keeps the ranking a participant has not sent where their ballot reads it
 * as the room's awards come and go: a room of one award keeps it where it
 * always did, a room of several per award. When a second award arrives, the
 * ranking becomes the first award's (the one a room of one award votes in);
 * when the room is down to one award, that award's is the room's. Done as
 * the page is drawn, before any ballot reads its draft.
 */
export function useDraftsFollowAwards(
  session: ParticipantSession,
  awards: readonly Award[] | undefined,
): void {
  const seen = useRef<{ several: boolean; first: string } | null>(null);
  const first = awards?.[0]?.id;
  if (!awards || first === undefined) return;
  const several = awards.length > 1;
  const before = seen.current;
  if (before?.several === several) return;
  seen.current = { several, first };
  const { roomId, participantId } = session;
  if (several) moveBallotDraft(roomId, participantId, undefined, before?.first ?? first);
  else moveBallotDraft(roomId, participantId, first, undefined);
}
