import { useEffect, useRef, useState } from 'react';
import {
  clearBallotDraft,
  loadBallotDraft,
  type ParticipantSession,
  saveBallotDraft,
} from '#client/lib/storage.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import { ballotApi } from './ballot-api.ts';
import { deviceOffline, isUnreachable } from './ballot-delivery.ts';
import { type BallotFailure, resetFailure, submitFailure } from './ballot-feedback.ts';
import {
  type BallotLists,
  followContestants,
  listsFromBallot,
  listsFromRanking,
  resetLists,
} from './ballot-lists.ts';
import { availableInRoomOrder, orderChanged } from './room-order.ts';
import { useBallotQueue } from './use-ballot-queue.ts';

/**
 * A participant's ballot: the two lists, whether it is submitted, and Submit
 * Vote and Reset Vote with the spec's alerts. On entry a saved ballot marks
 * the participant as voted and rebuilds Your Rankings; the lists then follow
 * the room's contestants as they are added or removed, and the saved ballot
 * the server's `adjustment` of it when the organiser removes one it ranked. `lists` is null until
 * both the saved ballot and the contestants are known.
 *
 * A ranking changed and not yet submitted is kept on the device (a draft), so
 * that a reload, a sleeping phone or a lost connection does not lose it. On
 * entry it comes back, `unsent`, unless a ballot was submitted since it
 * was made.
 *
 * A Submit Vote or Reset Vote that fails keeps its message (`failure`) until
 * the next attempt; a ballot that arrived after voting ended is `not-counted`.
 * A Submit Vote made offline is `queued` and sent once the network is back
 * (use-ballot-queue.ts).
 */
export function useBallot(
  session: ParticipantSession,
  contestants: Contestant[] | undefined,
  adjustment?: { ballot: Ballot | null },
) {
  const [savedBallot, setSavedBallot] = useState<Ballot | null | undefined>(undefined);
  const [lists, setLists] = useState<BallotLists | null>(null);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const [failure, setFailure] = useState<BallotFailure | null>(null);
  const entered = useRef(false);
  // The room's order last seen: the organiser moving a contestant reorders Available.
  const roomOrder = useRef<string[]>([]);
  const { roomId, participantId } = session;

  useEffect(() => {
    let cancelled = false;
    ballotApi.getBallot(session.roomId, session.participantToken).then(
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
    const reordered = orderChanged(roomOrder.current, contestants);
    roomOrder.current = contestants.map((c) => c.id);
    if (entered.current) {
      setLists((current) => {
        const followed = current && followContestants(current, contestants);
        return followed && reordered ? availableInRoomOrder(followed, contestants) : followed;
      });
      return;
    }
    entered.current = true;
    const draft = loadBallotDraft(roomId, participantId);
    // A ranking submitted offline before a reload is still on its way: the queue decides.
    if (draft && (draft.queued || draft.basedOn === (savedBallot?.updatedAt ?? null))) {
      const restored = listsFromRanking(contestants, draft.ranked);
      setLists(restored);
      setVoted(false);
      setUnsent(restored.ranked.length > 0 && !draft.queued);
      return;
    }
    // A ballot submitted since the draft was made is newer: it wins.
    if (draft) clearBallotDraft(roomId, participantId);
    setLists(listsFromBallot(contestants, savedBallot));
  }, [contestants, savedBallot, roomId, participantId]);

  // The organiser removed a contestant this ballot ranked: the server's word on it.
  useEffect(() => {
    if (!adjustment) return;
    setSavedBallot(adjustment.ballot);
    if (adjustment.ballot === null) setVoted(false);
  }, [adjustment]);

  // A removal that reached this phone without the server's word on its ballot
  // (a fresh snapshot after a change too large to send): the ballot is read again.
  const seenAdjustment = useRef(adjustment);
  useEffect(() => {
    const fresh = adjustment !== seenAdjustment.current;
    seenAdjustment.current = adjustment;
    if (fresh || !contestants || !savedBallot) return;
    const present = new Set(contestants.map((c) => c.id));
    if (savedBallot.rankings.every((entry) => present.has(entry.contestantId))) return;
    let cancelled = false;
    ballotApi.getBallot(roomId, session.participantToken).then(
      ({ ballot }) => {
        if (cancelled) return;
        setSavedBallot(ballot);
        if (ballot === null) setVoted(false);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [contestants, adjustment, savedBallot, roomId, session.participantToken]);

  // A contestant removed from an unsent ranking leaves the ranking kept on the device too.
  useEffect(() => {
    if (!lists || voted) return;
    const draft = loadBallotDraft(roomId, participantId);
    const kept = draft?.ranked.filter((id) => lists.ranked.includes(id));
    if (!draft || !kept || kept.length === draft.ranked.length) return;
    if (kept.length === 0) clearBallotDraft(roomId, participantId);
    else saveBallotDraft(roomId, participantId, { ...draft, ranked: kept });
  }, [lists, voted, roomId, participantId]);

  const markSent = (ballot: Ballot) => {
    clearBallotDraft(roomId, participantId);
    setSavedBallot(ballot);
    setVoted(true);
    setUnsent(false);
  };
  const queue = useBallotQueue(session, {
    onSent: markSent,
    onChanged: (ballot) => {
      setSavedBallot(ballot);
      setUnsent(true);
    },
    onRefused: (error) => {
      const failed = submitFailure(error);
      window.alert(failed.alert);
      setFailure(failed.failure);
      if (failed.failure.kind === 'not-counted') clearBallotDraft(roomId, participantId);
    },
  });

  /** The participant moved a contestant: kept on the device until it is submitted. */
  const changeLists = (next: BallotLists) => {
    setLists(next);
    if (voted) return;
    if (next.ranked.length === 0) clearBallotDraft(roomId, participantId);
    else
      saveBallotDraft(roomId, participantId, {
        ranked: next.ranked,
        basedOn: savedBallot?.updatedAt ?? null,
      });
    // A change after an offline Submit Vote takes the ranking off its way: it is unsent again.
    setUnsent(next.ranked.length > 0 && (unsent || queue.queued));
    queue.cancel();
  };

  const submit = async () => {
    if (!lists || lists.ranked.length === 0 || voted) return;
    setFailure(null);
    const basedOn = savedBallot?.updatedAt ?? null;
    if (queue.queued || deviceOffline()) {
      setUnsent(false);
      queue.enqueue(lists.ranked, basedOn);
      return;
    }
    setBusy(true);
    try {
      const { ballot } = await ballotApi.submitBallot(
        session.roomId,
        session.participantToken,
        lists.ranked,
      );
      markSent(ballot);
    } catch (error) {
      if (isUnreachable(error)) {
        // The Wi-Fi dropped on the way: sent again, once, when it is back.
        setUnsent(false);
        queue.enqueue(lists.ranked, basedOn);
        return;
      }
      const failed = submitFailure(error);
      window.alert(failed.alert);
      setFailure(failed.failure);
      // Voting is over: there is nothing left to send it to.
      if (failed.failure.kind === 'not-counted') clearBallotDraft(roomId, participantId);
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await ballotApi.resetBallot(session.roomId, session.participantToken);
      clearBallotDraft(roomId, participantId);
      setSavedBallot(null);
      setVoted(false);
      setLists(resetLists(contestants ?? []));
    } catch (error) {
      const failed = resetFailure(error);
      window.alert(failed.alert);
      setFailure(failed.failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    lists,
    changeLists,
    voted,
    unsent,
    queued: queue.queued,
    changedElsewhere: queue.changedElsewhere,
    busy,
    failure,
    submit,
    reset,
  };
}

export type BallotState = ReturnType<typeof useBallot>;
