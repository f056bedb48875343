import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adoptRoomDraft, clearBallotDraft } from '#client/lib/ballot-drafts.ts';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Award, Ballot } from '#shared/api.ts';
import { submitFailure } from './ballot-feedback.ts';
import { rankedIds } from './ballot-lists.ts';
import { useBallotQueue } from './use-ballot-queue.ts';

/** The award a ballot is in (see useBallot). */
export type BallotAward = {
  id: string;
  /** Its ballot as the participant's ballots were last read (null: none). */
  saved: Ballot | null;
  /**
   * Submit Vote went through (the ballot it made: told at once, as the next
   * award may open before this one's ballot draws again), or is on its way
   * once the network is back.
   */
  onSubmitted: (ballot?: Ballot) => void;
  /**
   * A ranking arrived after voting ended. Told at once, even when the ballot
   * is no longer shown (the room moved on to its results meanwhile).
   */
  onNotCounted: () => void;
};

/** The participant's ballots by award: a ballot, or null for none. */
export type AwardBallots = ReadonlyMap<string, Ballot | null>;

/** A participant's picks in each award they voted in: contestant ids in ranked order. */
export type AwardPicks = ReadonlyMap<string, readonly string[]>;

/** The picks of these ballots, by award. */
export function picksOf(ballots: Iterable<Ballot | null>): AwardPicks {
  const picks = new Map<string, readonly string[]>();
  for (const ballot of ballots) if (ballot) picks.set(ballot.awardId, rankedIds(ballot));
  return picks;
}

/**
 * The one store of a participant's ballots in a room, every award alike (a
 * room of one award is a room with one award): read once on entry, once the
 * room's awards are known (`saved` is undefined until then), then kept in
 * step with what an award's ballot tells (`record`), with the server's
 * adjustments of any award's ballot and with ballots it deleted. Only
 * adjustments that arrive from now on count: one held from before is older
 * than the ballots read. `picks`: the ballots' picks, for the results.
 */
export function useOwnBallots(
  session: ParticipantSession,
  awards: readonly Award[] | undefined,
  adjustment: { awardId: string; ballot: Ballot | null } | undefined,
  deleted?: { awardId: string },
) {
  const [saved, setSaved] = useState<AwardBallots>();
  const { roomId, participantId, participantToken } = session;
  // Any award of the room names the read: a change of first award asks for no new one.
  const first = useRef(awards?.[0]?.id);
  first.current = awards?.[0]?.id ?? first.current;
  const known = first.current !== undefined;

  useEffect(() => {
    const awardId = first.current;
    if (!known || awardId === undefined) return;
    // Before any award's ballot reads its draft.
    adoptRoomDraft(roomId, participantId, awardId);
    let cancelled = false;
    readOwnBallots(roomId, participantToken, awardId).then(
      ({ ballots }) => {
        if (!cancelled) setSaved(new Map((ballots ?? []).map((b) => [b.awardId, b])));
      },
      () => {
        if (!cancelled) setSaved(new Map());
      },
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, participantId, participantToken, known]);

  const record = useCallback((awardId: string, ballot: Ballot | null) => {
    setSaved((current) =>
      !current || current.get(awardId) === ballot ? current : new Map(current).set(awardId, ballot),
    );
  }, []);

  const seen = useRef(adjustment);
  useEffect(() => {
    if (!adjustment || adjustment === seen.current) return;
    seen.current = adjustment;
    record(adjustment.awardId, adjustment.ballot);
  }, [adjustment, record]);

  // A ballot deleted as who votes in its award changed: none there any more.
  const seenDeleted = useRef(deleted);
  useEffect(() => {
    if (!deleted || deleted === seenDeleted.current) return;
    seenDeleted.current = deleted;
    record(deleted.awardId, null);
  }, [deleted, record]);

  const picks = useMemo(() => saved && picksOf(saved.values()), [saved]);
  return { saved, record, picks };
}

type QueuedProps = {
  session: ParticipantSession;
  awardId: string;
  onSaved: (awardId: string, ballot: Ballot | null) => void;
  onNotCounted: () => void;
};

/** One award's ranking submitted offline, sent while its tab is not open. */
function QueuedAwardBallot({ session, awardId, onSaved, onNotCounted }: QueuedProps) {
  const { i18n } = useLingui();
  const { roomId, participantId } = session;
  useBallotQueue(
    session,
    {
      onSent: (ballot) => {
        clearBallotDraft(roomId, participantId, awardId);
        onSaved(awardId, ballot);
      },
      onChanged: (ballot) => onSaved(awardId, ballot),
      onRefused: (error) => {
        const failed = submitFailure(i18n, error);
        window.alert(failed.alert);
        if (failed.failure.kind !== 'not-counted') return;
        clearBallotDraft(roomId, participantId, awardId);
        onNotCounted();
      },
    },
    awardId,
  );
  return null;
}

/**
 * Sends, once the network is back, the rankings submitted offline in awards
 * whose tab is not open (the open one's ballot sends its own): the next
 * award opens after Submit Vote, with or without a network.
 */
export function QueuedAwardBallots({
  awardIds,
  ...props
}: Omit<QueuedProps, 'awardId'> & { awardIds: readonly string[] }) {
  return awardIds.map((awardId) => (
    <QueuedAwardBallot key={awardId} awardId={awardId} {...props} />
  ));
}
