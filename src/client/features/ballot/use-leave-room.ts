import { useState } from 'react';
import { api } from '#client/lib/api-client.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';

/** Leave Room: tells the server, then leaves this device whatever it answered. */
export function useLeaveRoom(session: ParticipantSession, onLeft: () => void) {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await api.leaveRoom(session.roomId, session.participantToken);
    } catch {
      // Leaving always leaves this device; the organiser can remove a stale participant.
    }
    onLeft();
  };
  return { leaving, leave };
}
