import { useEffect, useRef, useState } from 'react';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { StandingChange } from '#client/lib/live-room/room-state.ts';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { OwnParticipant } from '#shared/api.ts';

/**
 * Who this phone votes as: read on entry with its ballots (the same request
 * as the ballots' own read, named by the room's first award: `awardId`,
 * undefined until the room is known), again each time the connection comes
 * back (a change made while it was away reaches it no other way), and kept in
 * step with the organiser's changes the live room tells (`standing`: a new
 * object each time). Null until read.
 */
export function useVoter(
  session: ParticipantSession,
  status: ConnectionStatus,
  standing: StandingChange | undefined,
  awardId: string | undefined,
): OwnParticipant | null {
  const [voter, setVoter] = useState<OwnParticipant | null>(null);
  const { roomId, participantToken } = session;
  const returns = useReturns(status === 'live');
  // Any award of the room names the read: a change of first award asks for no new one.
  const award = useRef(awardId);
  award.current = awardId ?? award.current;
  const known = awardId !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `returns` is what asks for a new read
  useEffect(() => {
    const awardId = award.current;
    if (!known || awardId === undefined) return;
    let cancelled = false;
    readOwnBallots(roomId, participantToken, awardId).then(
      (read) => {
        if (!cancelled && read.voter) setVoter(read.voter);
      },
      // The ballot's own read reports failures; the standing stays as last known.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, participantToken, returns, known]);

  useEffect(() => {
    if (!standing) return;
    setVoter((current) => (current ? { ...current, ...standing } : current));
  }, [standing]);

  return voter;
}

/** How many times the connection came back after it was first live. */
function useReturns(live: boolean): number {
  const [returns, setReturns] = useState(0);
  const seenLive = useRef(false);
  const wasLive = useRef(false);
  useEffect(() => {
    if (live && !wasLive.current && seenLive.current) setReturns((n) => n + 1);
    if (live) seenLive.current = true;
    wasLive.current = live;
  }, [live]);
  return returns;
}
