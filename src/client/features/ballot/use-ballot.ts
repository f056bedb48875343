import { useEffect, useRef, useState } from 'react';
import {
  type BallotDraft,
  clearBallotDraft,
  loadBallotDraft,
  saveBallotDraft,
} from '#client/lib/ballot-drafts.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import type { BallotAward } from './award-ballots.tsx';
import { ballotApi, getAwardBallot } from './ballot-api.ts';
import { deviceOffline, isUnreachable } from './ballot-delivery.ts';
import { type BallotFailure, resetFailure, submitFailure } from './ballot-feedback.ts';
import { type BallotLists, followContestants, listsOnEntry, resetLists } from './ballot-lists.ts';
import { availableInRoomOrder, orderChanged } from './room-order.ts';
import { useBallotQueue } from './use-ballot-queue.ts';

/**
 * A participant's ballot: the two lists, whether it is submitted, and Submit
 * Vote and Reset Vote with the spec's alerts. On entry a saved ballot marks
 * the participant as voted and rebuilds Your Rankings; the lists then follow
 * the room's contestants as they are added or removed, and the saved ballot
 * the server's `adjustment` of it when the organiser removes one it ranked.
 * `lists` is null until both the saved ballot and the contestants are known.
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
 *
 * In a room of several awards this is the ballot in one of them (`award`):
 * its saved ballot is the one last read of every award, changes to it are
 * told back, and drafts, calls and the queue are that award's. `award` null:
 * the room's ballots are shown award by award elsewhere, and this one waits,
 * to read its ballot again if the room is down to one award.
 */
export function useBallot(
  session: ParticipantSession,
  contestants: Contestant[] | undefined,
  adjustment?: { ballot: Ballot | null },
  award?: BallotAward | null,
) {
  const awardId = award?.id;
  const elsewhere = award === null;
  const [savedBallot, setSavedBallot] = useState<Ballot | null | undefined>(award?.saved);
  const [lists, setLists] = useState<BallotLists | null>(null);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const [failure, setFailure] = useState<BallotFailure | null>(null);
  const entered = useRef(false);
  // The room's order last seen: the organiser moving a contestant reorders Available.
  const roomOrder = useRef<string[]>([]);
  const { roomId, participantId } = session;
  const draft = {
    save: (next: BallotDraft) => saveBallotDraft(roomId, participantId, next, awardId),
    clear: () => clearBallotDraft(roomId, participantId, awardId),
  };

  useEffect(() => {
    // An award's ballot comes with every award's, read once for all of them.
    if (awardId !== undefined) return;
    if (elsewhere) {
      setSavedBallot(undefined);
      return;
    }
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
  }, [session.roomId, session.participantToken, awardId, elsewhere]);

  useEffect(() => {
    if (elsewhere) {
      entered.current = false;
      setLists(null);
    }
    if (!contestants || savedBallot === undefined || elsewhere) return;
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
    const kept = loadBallotDraft(roomId, participantId, awardId);
    const entry = listsOnEntry(contestants, savedBallot, kept);
    if (entry.stale) clearBallotDraft(roomId, participantId, awardId);
    setLists(entry.lists);
    setVoted(entry.voted);
    setUnsent(entry.unsent);
  }, [contestants, savedBallot, roomId, participantId, awardId, elsewhere]);

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
    getAwardBallot(roomId, session.participantToken, awardId).then(
      (ballot) => {
        if (cancelled) return;
        setSavedBallot(ballot);
        if (ballot === null) setVoted(false);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [contestants, adjustment, savedBallot, roomId, session.participantToken, awardId]);

  // A contestant removed from an unsent ranking leaves the ranking kept on the device too.
  useEffect(() => {
    if (!lists || voted) return;
    const saved = loadBallotDraft(roomId, participantId, awardId);
    const kept = saved?.ranked.filter((id) => lists.ranked.includes(id));
    if (!saved || !kept || kept.length === saved.ranked.length) return;
    if (kept.length === 0) clearBallotDraft(roomId, participantId, awardId);
    else saveBallotDraft(roomId, participantId, { ...saved, ranked: kept }, awardId);
  }, [lists, voted, roomId, participantId, awardId]);

  const markSent = (ballot: Ballot) => {
    draft.clear();
    setSavedBallot(ballot);
    setVoted(true);
    setUnsent(false);
  };
  /** The server refused the ranking; once voting is over there is nothing left to send it to. */
  const refused = (error: unknown) => {
    const failed = submitFailure(error);
    window.alert(failed.alert);
    setFailure(failed.failure);
    if (failed.failure.kind === 'not-counted') draft.clear();
  };
  const queue = useBallotQueue(
    session,
    {
      onSent: markSent,
      onChanged: (ballot) => {
        setSavedBallot(ballot);
        setUnsent(true);
      },
      onRefused: refused,
    },
    awardId,
  );

  /** The participant moved a contestant: kept on the device until it is submitted. */
  const changeLists = (next: BallotLists) => {
    setLists(next);
    if (voted) return;
    if (next.ranked.length === 0) draft.clear();
    else draft.save({ ranked: next.ranked, basedOn: savedBallot?.updatedAt ?? null });
    // A change after an offline Submit Vote takes the ranking off its way: it is unsent again.
    setUnsent(next.ranked.length > 0 && (unsent || queue.queued));
    queue.cancel();
  };

  const submit = async () => {
    if (!lists || lists.ranked.length === 0 || voted) return;
    setFailure(null);
    const { ranked } = lists;
    const basedOn = savedBallot?.updatedAt ?? null;
    const sendLater = () => {
      setUnsent(false);
      queue.enqueue(ranked, basedOn);
      award?.onSubmitted();
    };
    if (queue.queued || deviceOffline()) return sendLater();
    setBusy(true);
    try {
      const token = session.participantToken;
      const { ballot } = await ballotApi.submitBallot(roomId, token, ranked, awardId);
      markSent(ballot);
      award?.onSubmitted(ballot);
    } catch (error) {
      // The Wi-Fi dropped on the way: sent again, once, when it is back.
      if (isUnreachable(error)) return sendLater();
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await ballotApi.resetBallot(roomId, session.participantToken, awardId);
      draft.clear();
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
    /** The ballot as the server last said it is (undefined: not read yet). */
    saved: savedBallot,
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
