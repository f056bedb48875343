import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  type BallotDraft,
  clearBallotDraft,
  loadBallotDraft,
  saveBallotDraft,
} from '#client/lib/ballot-drafts.ts';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import type { BallotAward } from './award-ballots.tsx';
import { ballotApi } from './ballot-api.ts';
import { deviceOffline, isUnreachable } from './ballot-delivery.ts';
import { type BallotFailure, resetFailure, submitFailure } from './ballot-feedback.ts';
import { type BallotLists, listsOnEntry, resetLists } from './ballot-lists.ts';
import {
  type DraftStep,
  draftAfterRemoval,
  listsFollowingRoom,
  moveStep,
  orderChanged,
  ranksRemoved,
  submitStep,
} from './ballot-steps.ts';
import { useBallotQueue } from './use-ballot-queue.ts';

/**
 * A participant's ballot in one award (`award`; a room of one award is a
 * room with one award): the two lists, whether it is submitted, and Submit
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
 * Its saved ballot is the one the room's store of ballots last read
 * (award-ballots.tsx); Submit Vote is told back. What each step does is
 * decided in ballot-steps.ts.
 */
export function useBallot(
  session: ParticipantSession,
  contestants: Contestant[] | undefined,
  adjustment: { ballot: Ballot | null } | undefined,
  award: BallotAward,
) {
  const { i18n } = useLingui();
  const awardId = award.id;
  const [savedBallot, setSavedBallot] = useState<Ballot | null>(award.saved);
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
    apply: (step: DraftStep) => {
      if (step.kind === 'save') draft.save(step.draft);
      else if (step.kind === 'clear') draft.clear();
    },
  };

  useEffect(() => {
    if (!contestants) return;
    const reordered = orderChanged(roomOrder.current, contestants);
    roomOrder.current = contestants.map((c) => c.id);
    if (entered.current) {
      setLists((current) => listsFollowingRoom(current, contestants, reordered));
      return;
    }
    entered.current = true;
    const kept = loadBallotDraft(roomId, participantId, awardId);
    const entry = listsOnEntry(contestants, savedBallot, kept);
    if (entry.stale) clearBallotDraft(roomId, participantId, awardId);
    setLists(entry.lists);
    setVoted(entry.voted);
    setUnsent(entry.unsent);
  }, [contestants, savedBallot, roomId, participantId, awardId]);

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
    if (fresh || !contestants || !ranksRemoved(savedBallot, contestants)) return;
    let cancelled = false;
    readOwnBallots(roomId, session.participantToken, awardId).then(
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
  }, [contestants, adjustment, savedBallot, roomId, session.participantToken, awardId]);

  // A contestant removed from an unsent ranking leaves the ranking kept on the device too.
  useEffect(() => {
    if (!lists || voted) return;
    const step = draftAfterRemoval(loadBallotDraft(roomId, participantId, awardId), lists.ranked);
    if (step.kind === 'save') saveBallotDraft(roomId, participantId, step.draft, awardId);
    else if (step.kind === 'clear') clearBallotDraft(roomId, participantId, awardId);
  }, [lists, voted, roomId, participantId, awardId]);

  const markSent = (ballot: Ballot) => {
    draft.clear();
    setSavedBallot(ballot);
    setVoted(true);
    setUnsent(false);
  };
  /** The server refused the ranking; once voting is over there is nothing left to send it to. */
  const refused = (error: unknown) => {
    const failed = submitFailure(i18n, error);
    window.alert(failed.alert);
    setFailure(failed.failure);
    if (failed.failure.kind !== 'not-counted') return;
    draft.clear();
    award.onNotCounted();
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
  const basedOn = savedBallot?.updatedAt ?? null;
  const changeLists = (next: BallotLists) => {
    setLists(next);
    const step = moveStep(next, { voted, unsent, queued: queue.queued, basedOn });
    draft.apply(step.draft);
    setUnsent(step.unsent);
    if (step.cancelQueue) queue.cancel();
  };

  const submit = async () => {
    const step = submitStep(lists, { voted, queued: queue.queued }, deviceOffline());
    if (!lists || step === 'nothing') return;
    setFailure(null);
    const { ranked } = lists;
    const sendLater = () => {
      setUnsent(false);
      queue.enqueue(ranked, basedOn);
      award.onSubmitted();
    };
    if (step === 'queue') return sendLater();
    setBusy(true);
    try {
      const token = session.participantToken;
      const { ballot } = await ballotApi.submitBallot(roomId, token, ranked, awardId);
      markSent(ballot);
      award.onSubmitted(ballot);
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
      const failed = resetFailure(i18n, error);
      window.alert(failed.alert);
      setFailure(failed.failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The ballot as the server last said it is. */
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
