import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { upsertContestant } from '#client/lib/contestant-order.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { withRevealAnswer } from '#client/lib/live-room/reveal-answer.ts';
import { useAdminRoom } from '#client/lib/live-room/use-room.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Contestant, Participant, Room } from '#shared/api.ts';
import { dashboardApi } from './dashboard-api.ts';
import { confirmFinish, finishFailureMessage } from './finish-voting.ts';
import { useRoomSwitch } from './use-room-switch.ts';

/** What the organiser confirms before a participant and their ballot go. */
export function removalConfirmation(i18n: I18n, participantName: string): string {
  return i18n._(
    msg`Remove ${participantName} from the room? Their ballot will be deleted. This cannot be undone.`,
  );
}

/**
 * The organiser's dashboard: the live room, Finish Voting (with its
 * confirmations and the spec's alerts), Hold results for the reveal,
 * removing a participant, and a confetti burst when the results come in.
 */
export function useAdminDashboard(session: AdminSession) {
  const { t, i18n } = useLingui();
  const live = useAdminRoom(session.roomId, session.adminToken);
  const [finishing, setFinishing] = useState(false);
  const [burst, setBurst] = useState(0);
  const { roomId, adminToken } = session;
  const hold = useRoomSwitch(
    'hold',
    (holdResults) => dashboardApi.holdResults(roomId, adminToken, holdResults),
    ({ holdResults }) =>
      live.setState((current) => ({ ...current, room: { ...current.room, holdResults } })),
  );
  const publish = useRoomSwitch(
    'publish',
    (publishBallots) => dashboardApi.publishBallots(roomId, adminToken, publishBallots),
    ({ publishBallots }) =>
      live.setState((current) => ({ ...current, room: { ...current.room, publishBallots } })),
  );

  const finish = async () => {
    const state = live.state;
    if (!state || !confirmFinish(i18n, state.contestants.length, state.totals.ballots)) return;
    setFinishing(true);
    try {
      const finished = await dashboardApi.finishVoting(session.roomId, session.adminToken);
      live.setState((current) => ({ ...current, room: finished.room, results: finished.results }));
      setBurst((n) => n + 1);
    } catch (error) {
      window.alert(finishFailureMessage(i18n, error));
    } finally {
      setFinishing(false);
    }
  };

  /** Removes a participant once the organiser confirms; true when they were removed. */
  const removeParticipant = async (participant: Participant): Promise<boolean> => {
    if (!window.confirm(removalConfirmation(i18n, participant.name))) return false;
    try {
      await dashboardApi.removeParticipant(session.roomId, session.adminToken, participant.id);
      return true;
    } catch (error) {
      const message = getErrorMessage(error);
      window.alert(t`Failed to remove participant: ${message}`);
      return false;
    }
  };

  /** Shows when voting ends, from the room the timer's call answered with, ahead of the live update. */
  const votingEndsAtChanged = ({ votingEndsAt }: Room) =>
    live.setState((current) => ({ ...current, room: { ...current.room, votingEndsAt } }));

  /** Shows the step a press of the reveal moved to, ahead of the live update. */
  const revealAnswered = (from: number, room: Room) =>
    live.setState((current) => withRevealAnswer(current, from, room));

  /**
   * Shows a rehearsal started, or ended (its results and ballots gone), from
   * the room the call answered with, ahead of the live room's fresh snapshot.
   */
  const rehearsalChanged = (room: Room) =>
    live.setState((current) =>
      room.rehearsal
        ? { ...current, room: { ...current.room, rehearsal: room.rehearsal } }
        : { ...current, room, results: null, recentBallots: [] },
    );

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
    publish,
    votingEndsAtChanged,
    revealAnswered,
    rehearsalChanged,
    removeParticipant,
    contestantAdded,
  };
}
