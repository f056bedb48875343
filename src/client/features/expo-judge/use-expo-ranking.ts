import { useCallback, useEffect, useRef, useState } from 'react';
import { clearBallotDraft, loadBallotDraft, saveBallotDraft } from '#client/lib/ballot-drafts.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot } from '#shared/api.ts';
import { expoApi } from './expo-api.ts';
import { rankingOnEntry, rankingStatus, sameOrder, savedOrder, withSeen } from './expo-ranking.ts';
import { type CallFailure, callFailure } from './network.ts';

/**
 * A judge's ranking of every project they saw in an expo award, best first.
 * It starts from the order they left unsent on this phone, else the ranking
 * they submitted (`saved`, from the room's store of their ballots); the
 * projects they see from then on join its end. An order not yet submitted
 * is kept on the device (as a ballot draft is, per room, participant and
 * award), so that a reload or a sleeping phone does not lose it. Once
 * judging has closed (`closed`) the submitted ranking is final and shown as
 * it is. `seenIds` is null until the route is known.
 */
export function useExpoRanking(
  session: ParticipantSession,
  awardId: string,
  saved: Ballot | null,
  seenIds: readonly string[] | null,
  closed: boolean,
  onSaved: (awardId: string, ballot: Ballot) => void,
) {
  const { roomId, participantId, participantToken: token } = session;
  const [order, setOrder] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  // A new object at each submit that went through: the status takes the keyboard.
  const [sent, setSent] = useState<{ at: number } | null>(null);

  const entered = order !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved ballot of the moment the route is first known
  useEffect(() => {
    if (!seenIds) return;
    if (entered) return setOrder((current) => current && withSeen(current, seenIds));
    const entry = rankingOnEntry(saved, loadBallotDraft(roomId, participantId, awardId), seenIds);
    if (entry.stale) clearBallotDraft(roomId, participantId, awardId);
    setOrder(entry.order);
  }, [seenIds, entered, roomId, participantId, awardId]);

  // A ranking submitted from elsewhere: followed unless this phone has changes of its own.
  const before = useRef(saved);
  useEffect(() => {
    const previous = before.current;
    before.current = saved;
    if (previous === saved || !seenIds) return;
    setOrder((current) =>
      current && sameOrder(current, savedOrder(previous))
        ? withSeen(savedOrder(saved), seenIds)
        : current,
    );
  }, [saved, seenIds]);

  // What is not submitted stays on the phone; what is, needs no keeping.
  useEffect(() => {
    if (order === null || closed) return;
    if (sameOrder(order, savedOrder(saved))) clearBallotDraft(roomId, participantId, awardId);
    else {
      const draft = { ranked: [...order], basedOn: saved?.updatedAt ?? null };
      saveBallotDraft(roomId, participantId, draft, awardId);
    }
  }, [order, saved, closed, roomId, participantId, awardId]);

  const submit = useCallback(async () => {
    if (!order || order.length === 0 || closed) return;
    setBusy(true);
    setFailure(null);
    try {
      const { ballot } = await expoApi.rank(roomId, token, awardId, order);
      onSaved(awardId, ballot);
      setSent({ at: Date.now() });
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      setBusy(false);
    }
  }, [order, closed, roomId, token, awardId, onSaved]);

  // A ranking the network dropped goes again as soon as the browser says it is back.
  const offline = failure?.offline === true;
  useEffect(() => {
    if (!offline) return;
    const again = () => void submit();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offline, submit]);

  const shown = closed ? savedOrder(saved) : order;
  return {
    /** The ranking, best first; null until the route is known. */
    order: shown,
    status: rankingStatus(shown ?? [], saved),
    /** The judge reordered it. */
    change: useCallback((next: readonly string[]) => {
      setOrder(next);
      setSent(null);
    }, []),
    submit,
    busy,
    failure,
    sent,
  };
}
