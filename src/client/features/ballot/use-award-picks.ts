import { useEffect, useState } from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Ballot } from '#shared/api.ts';
import type { AwardBallots } from './award-ballots.tsx';
import { ballotApi } from './ballot-api.ts';

/** A participant's picks in each award they voted in: contestant ids in ranked order. */
export type AwardPicks = ReadonlyMap<string, readonly string[]>;

function rankedIds(ballot: Ballot): string[] {
  return [...ballot.rankings].sort((a, b) => a.rank - b.rank).map((entry) => entry.contestantId);
}

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
  if (!active) return undefined;
  return known ? picksOf(known.values()) : read;
}
