import { useCallback, useEffect, useRef, useState } from 'react';
import { type BallotDraft, loadBallotDraft, saveBallotDraft } from '#client/lib/ballot-drafts.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot } from '#shared/api.ts';
import { deliverQueued, deviceOffline } from './ballot-delivery.ts';

/** How often a waiting ranking tries again: Wi-Fi often comes back without saying so. */
const RETRY_MS = 3_000;

type QueueHandlers = {
  /** The ranking reached the server: the ballot it is now. */
  onSent: (ballot: Ballot) => void;
  /** The server's ballot changed meanwhile; the ranking stays on the device, not sent. */
  onChanged: (ballot: Ballot | null) => void;
  /** The server refused it (voting ended, a contestant gone). */
  onRefused: (error: unknown) => void;
};

/**
 * The rankings on their way now, by where they are kept: one delivery at a
 * time for each, however many views of its award are open or closing.
 */
const delivering = new Set<string>();

function sameRanking(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * A Submit Vote made without a network: the ranking is kept on the device,
 * marked queued (so a reload keeps it on its way), and sent once when the
 * network is back — on the browser's `online`, and every few seconds, since
 * a venue's Wi-Fi may return without the browser noticing. One delivery at a
 * time, so it is never sent twice. The ranking is kept, and sent, in its
 * award (`awardId`).
 */
export function useBallotQueue(
  session: ParticipantSession,
  handlers: QueueHandlers,
  awardId: string,
) {
  const { roomId, participantId, participantToken } = session;
  const [queued, setQueued] = useState(
    () => loadBallotDraft(roomId, participantId, awardId)?.queued === true,
  );
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const kept = `${roomId}\n${participantId}\n${awardId}`;
  const latest = useRef(handlers);
  latest.current = handlers;

  /** Keeps the ranking on the device, no longer on its way. */
  const settle = useCallback(
    (draft: BallotDraft, basedOn: string | null) => {
      saveBallotDraft(roomId, participantId, { ranked: draft.ranked, basedOn }, awardId);
      setQueued(false);
    },
    [roomId, participantId, awardId],
  );

  const deliver = useCallback(async () => {
    const draft = loadBallotDraft(roomId, participantId, awardId);
    if (!draft?.queued) return setQueued(false);
    if (delivering.has(kept) || deviceOffline()) return;
    delivering.add(kept);
    try {
      const { ranked, basedOn } = draft;
      const delivery = await deliverQueued(roomId, participantToken, ranked, basedOn, awardId);
      const now = loadBallotDraft(roomId, participantId, awardId);
      // Changed on the device while it was on its way: the newer ranking stays unsent.
      const superseded = !now?.queued || !sameRanking(now.ranked, draft.ranked);
      if (delivery.kind === 'offline') return;
      if (delivery.kind === 'sent' && !superseded) {
        setQueued(false);
        latest.current.onSent(delivery.ballot);
      } else if (delivery.kind === 'sent') {
        if (now) settle(now, delivery.ballot.updatedAt);
        latest.current.onChanged(delivery.ballot);
      } else if (delivery.kind === 'changed-elsewhere') {
        settle(now ?? draft, delivery.ballot?.updatedAt ?? null);
        setChangedElsewhere(true);
        latest.current.onChanged(delivery.ballot);
      } else if (delivery.kind === 'refused') {
        settle(now ?? draft, draft.basedOn);
        latest.current.onRefused(delivery.error);
      }
    } finally {
      delivering.delete(kept);
    }
  }, [roomId, participantId, participantToken, awardId, kept, settle]);

  useEffect(() => {
    if (!queued) return;
    const retry = () => void deliver();
    retry();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [queued, deliver]);

  return {
    queued,
    changedElsewhere,
    /** Submit Vote without a network: kept, and sent when the network is back. */
    enqueue: (ranked: readonly string[], basedOn: string | null) => {
      saveBallotDraft(
        roomId,
        participantId,
        { ranked: [...ranked], basedOn, queued: true },
        awardId,
      );
      setChangedElsewhere(false);
      if (queued) void deliver();
      else setQueued(true);
    },
    /** The ranking changed after Submit Vote: no longer on its way (the change is saved by the caller). */
    cancel: () => {
      setQueued(false);
      setChangedElsewhere(false);
    },
  };
}
