import { useEffect, useState } from 'react';
import { ApiError, api } from '#client/lib/api-client.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import {
  type BallotLists,
  followContestants,
  listsFromBallot,
  resetLists,
} from './ballot-lists.ts';

/**
 * A participant's ballot: the two lists, whether it is submitted, and Submit
 * Vote and Reset Vote with the spec's alerts. On entry a saved ballot marks
 * the participant as voted and rebuilds Your Rankings; the lists then follow
 * the room's contestants as they are added or removed. `lists` is null until
 * both the saved ballot and the contestants are known.
 */
export function useBallot(session: ParticipantSession, contestants: Contestant[] | undefined) {
  const [savedBallot, setSavedBallot] = useState<Ballot | null | undefined>(undefined);
  const [lists, setLists] = useState<BallotLists | null>(null);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.getBallot(session.roomId, session.participantToken).then(
      ({ ballot }) => {
        if (cancelled) return;
        setSavedBallot(ballot);
        setVoted(ballot !== null);
      },
      () => {
        if (!cancelled) setSavedBallot(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [session.roomId, session.participantToken]);

  useEffect(() => {
    if (!contestants || savedBallot === undefined) return;
    setLists((current) =>
      current ? followContestants(current, contestants) : listsFromBallot(contestants, savedBallot),
    );
  }, [contestants, savedBallot]);

  const submit = async () => {
    if (!lists || lists.ranked.length === 0 || voted) return;
    setBusy(true);
    try {
      const { ballot } = await api.submitBallot(
        session.roomId,
        session.participantToken,
        lists.ranked,
      );
      setSavedBallot(ballot);
      setVoted(true);
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? `Failed to submit vote: ${error.message}`
          : `Unexpected error: ${getErrorMessage(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    try {
      await api.resetBallot(session.roomId, session.participantToken);
      setSavedBallot(null);
      setVoted(false);
      setLists(resetLists(contestants ?? []));
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? `Failed to reset vote: ${error.message}`
          : `Unexpected error resetting vote: ${getErrorMessage(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return { lists, setLists, voted, busy, submit, reset };
}

export type BallotState = ReturnType<typeof useBallot>;
