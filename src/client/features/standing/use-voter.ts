import { useEffect, useState } from 'react';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { ConnectionStatus } from '#client/lib/room-connection.ts';
import type { StandingChange } from '#client/lib/room-state.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Voter } from '#shared/api.ts';

/**
 * Who this phone votes as: read with its ballots on entry and again each
 * time the connection comes back (a change made while it was away reaches
 * it no other way), then kept in step with the organiser's changes the live
 * room tells (`standing`: a new object each time). Null until read.
 */
export function useVoter(
  session: ParticipantSession,
  status: ConnectionStatus,
  standing: StandingChange | undefined,
): Voter | null {
  const [voter, setVoter] = useState<Voter | null>(null);
  const { roomId, participantToken } = session;
  const live = status === 'live';

  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    readOwnBallots(roomId, participantToken).then(
      (read) => {
        if (!cancelled && read.voter) setVoter(read.voter);
      },
      // The ballot's own read reports failures; the standing stays as last known.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, participantToken, live]);

  useEffect(() => {
    if (!standing) return;
    setVoter((current) => (current ? { ...current, ...standing } : current));
  }, [standing]);

  return voter;
}
