import { useState } from 'react';
import { api } from '#client/lib/api-client.ts';
import { upsertContestant } from '#client/lib/contestant-order.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useAdminRoom } from '#client/lib/use-room.ts';
import type { Contestant, Participant } from '#shared/api.ts';
import { confirmFinish, finishFailureMessage } from './finish-voting.ts';
import { useHoldResults } from './use-hold-results.ts';

/**
 * The organiser's dashboard: the live room, Finish Voting (with its
 * confirmations and the spec's alerts), Hold results for the reveal,
 * removing a participant, and a confetti burst when the results come in.
 */
export function useAdminDashboard(session: AdminSession) {
  const live = useAdminRoom(session.roomId, session.adminToken);
  const [finishing, setFinishing] = useState(false);
  const [burst, setBurst] = useState(0);
  const hold = useHoldResults(session, (holdResults) =>
    live.setState((current) => ({ ...current, room: { ...current.room, holdResults } })),
  );

  const finish = async () => {
    const state = live.state;
    if (!state || !confirmFinish(state.contestants.length, state.totals.ballots)) return;
    setFinishing(true);
    try {
      const finished = await api.finishVoting(session.roomId, session.adminToken);
      live.setState((current) => ({ ...current, room: finished.room, results: finished.results }));
      setBurst((n) => n + 1);
    } catch (error) {
      window.alert(finishFailureMessage(error));
    } finally {
      setFinishing(false);
    }
  };

  const removeParticipant = async (participant: Participant) => {
    try {
      await api.removeParticipant(session.roomId, session.adminToken, participant.id);
    } catch (error) {
      window.alert(`Failed to remove participant: ${getErrorMessage(error)}`);
    }
  };

  /** Shows a contestant the organiser just added, ahead of the live update. */
  const contestantAdded = (contestant: Contestant) =>
    live.setState((current) => ({
      ...current,
      contestants: upsertContestant(current.contestants, contestant),
    }));

  return {
    state: live.state,
    status: live.status,
    end: live.end,
    finishing,
    burst,
    finish,
    hold,
    removeParticipant,
    contestantAdded,
  };
}
