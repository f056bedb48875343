import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearBallotDraft } from '#client/lib/ballot-drafts.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot } from '#shared/api.ts';
import { ballotApi } from './ballot-api.ts';
import { submitFailure } from './ballot-feedback.ts';
import { rankedIds } from './ballot-lists.ts';
import { useBallotQueue } from './use-ballot-queue.ts';

/** The award a ballot is in, in a room of several (see useBallot). */
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
};

/** The participant's ballots by award: a ballot, or null for none. */
export type AwardBallots = ReadonlyMap<string, Ballot | null>;

/**
 * The participant's ballots in every award of a room of several: read once
 * on entry (`saved` is undefined until then), then kept in step with what an
 * award's ballot tells (`record`) and with the server's adjustments of any
 * award's ballot. Only adjustments that arrive from now on count: one held
 * from before is older than the ballots read.
 */
export function useAwardBallots(
  session: ParticipantSession,
  adjustment: { awardId: string; ballot: Ballot | null } | undefined,
  deleted?: { awardId: string },
) {
  const [saved, setSaved] = useState<AwardBallots>();
  const { roomId, participantToken } = session;

  useEffect(() => {
    let cancelled = false;
    ballotApi.getBallot(roomId, participantToken).then(
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
  }, [roomId, participantToken]);

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

  return { saved, record };
}

type QueuedProps = {
  session: ParticipantSession;
  awardId: string;
  onSaved: (awardId: string, ballot: Ballot | null) => void;
  onNotCounted: () => void;
};

/** One award's ranking submitted offline, sent while its tab is not open. */
function QueuedAwardBallot({ session, awardId, onSaved, onNotCounted }: QueuedProps) {
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
        const failed = submitFailure(error);
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

/** A participant's picks in each award they voted in: contestant ids in ranked order. */
export type AwardPicks = ReadonlyMap<string, readonly string[]>;

function picksOf(ballots: Iterable<Ballot | null>): AwardPicks {
  const picks = new Map<string, readonly string[]>();
  for (const ballot of ballots) if (ballot) picks.set(ballot.awardId, rankedIds(ballot));
  return picks;
}

/**
 * The participant's picks in every award, for the results of a room of
 * several (`active`): the ballots the phone voted with (`known`), or, on a
 * phone that opens the room after the results are out, its ballots read
 * once from the server. Undefined until known, or if they cannot be read.
 */
export function useAwardPicks(
  session: ParticipantSession,
  active: boolean,
  known: AwardBallots | undefined,
): AwardPicks | undefined {
  const [read, setRead] = useState<AwardPicks>();
  const { roomId, participantToken } = session;
  const needed = active && !known;
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    ballotApi.getBallot(roomId, participantToken).then(
      ({ ballots }) => {
        if (!cancelled) setRead(picksOf(ballots ?? []));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [needed, roomId, participantToken]);
  const fromKnown = useMemo(() => known && picksOf(known.values()), [known]);
  if (!active) return undefined;
  return fromKnown ?? read;
}
