import { useState } from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { ballotApi } from './ballot-api.ts';

/** Leave Room: tells the server, then leaves this device whatever it answered. */
export function useLeaveRoom(session: ParticipantSession, onLeft: () => void) {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await ballotApi.leaveRoom(session.roomId, session.participantToken);
    } catch {
      // Leaving always leaves this device; the organiser can remove a stale participant.
    }
    onLeft();
  };
  return { leaving, leave };
}
