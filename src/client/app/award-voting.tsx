import { useEffect, useMemo, useRef, useState } from 'react';
import { awardContestants, nextUnvotedAward } from '#client/features/award-tabs/award-tabs.ts';
import { AwardTabs, focusAwardTab } from '#client/features/award-tabs/award-tabs.tsx';
import { useOpenAward } from '#client/features/award-tabs/use-open-award.ts';
import {
  type AwardBallots,
  QueuedAwardBallots,
  useAwardBallots,
} from '#client/features/ballot/award-ballots.tsx';
import { BallotForm } from '#client/features/ballot/ballot-form.tsx';
import { BallotNotice } from '#client/features/ballot/ballot-notice.tsx';
import { useBallot } from '#client/features/ballot/use-ballot.ts';
import { useBallotNotice } from '#client/features/ballot/use-ballot-notice.ts';
import { NotYoursToRank } from '#client/features/standing/not-yours-to-rank.tsx';
import { awardsFor } from '#client/features/standing/standing.ts';
import { useRankable } from '#client/features/standing/use-rankable.ts';
import type { ConnectionStatus } from '#client/lib/room-connection.ts';
import type { BallotAdjustment, ParticipantRoomState } from '#client/lib/room-state.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Award, Ballot, Contestant, OwnParticipant } from '#shared/api.ts';

function votedIn(saved: AwardBallots): Set<string> {
  return new Set([...saved].filter(([, ballot]) => ballot !== null).map(([awardId]) => awardId));
}

/**
 * Voting in a room of several awards: a tab per award, each the spec's
 * ballot for that award's contestants with its own Submit Vote, Reset Vote
 * and draft. After a Submit Vote the next award not yet voted in opens.
 */
export function AwardVoting({
  session,
  state,
  voter,
  connection,
  onNotCounted,
  onBallots,
}: {
  session: ParticipantSession;
  state: ParticipantRoomState;
  /** Who votes here: the awards open to their side, never their own team or conflicts. */
  voter: OwnParticipant | null;
  connection: ConnectionStatus;
  /** A ballot arrived after voting ended: said on whatever the room shows next. */
  onNotCounted: () => void;
  /** The participant's ballots as this view knows them, for the results that follow. */
  onBallots: (ballots: AwardBallots) => void;
}) {
  const { contestants, ballotAdjustment } = state;
  const awards = useMemo(() => awardsFor(state.awards, voter), [state.awards, voter]);
  const rankable = useRankable(contestants, voter);
  const { saved, record } = useAwardBallots(session, ballotAdjustment, state.ballotDeleted);
  useEffect(() => {
    if (saved) onBallots(saved);
  }, [saved, onBallots]);
  const { open, choose } = useOpenAward(session, awards);
  // A fresh object each time the next award opens by itself: its tab takes the keyboard.
  const [advanced, setAdvanced] = useState<{ awardId: string } | null>(null);
  useEffect(() => {
    if (advanced) focusAwardTab(advanced.awardId);
  }, [advanced]);
  const award = awards.find((candidate) => candidate.id === open) ?? awards[0];
  const shown = useMemo(() => (award ? awardContestants(award, rankable) : []), [award, rankable]);
  // Until the phone knows whose side it is on, it cannot tell which awards are its own.
  const sided = voter !== null || state.awards.every((a) => a.voters === 'everyone');

  if (sided && awards.length === 0) {
    return <p className="card muted">No award of this room is open to you.</p>;
  }
  if (!saved || !award || !sided) return <p className="muted">Loading your ballots…</p>;
  const voted = votedIn(saved);
  const onSubmitted = (ballot?: Ballot) => {
    if (ballot) record(award.id, ballot);
    const next = nextUnvotedAward(awards, new Set(voted).add(award.id), award.id);
    if (!next) return;
    choose(next);
    setAdvanced({ awardId: next });
  };

  return (
    <>
      <AwardTabs awards={awards} voted={voted} open={award.id} onOpen={choose}>
        {shown.length === 0 ? (
          // Its only contestants were removed from the room.
          <p className="card muted">No contestants in this award yet.</p>
        ) : (
          <>
            <AwardBallot
              key={award.id}
              session={session}
              award={award}
              contestants={shown}
              everyone={contestants}
              saved={saved.get(award.id) ?? null}
              adjustment={ballotAdjustment}
              connection={connection}
              votingEndsAt={state.room.votingEndsAt}
              onSaved={record}
              onSubmitted={onSubmitted}
              onNotCounted={onNotCounted}
            />
            <NotYoursToRank voter={voter} contestants={awardContestants(award, contestants)} />
          </>
        )}
      </AwardTabs>
      <QueuedAwardBallots
        session={session}
        awardIds={awards.filter((other) => other.id !== award.id).map((other) => other.id)}
        onSaved={record}
        onNotCounted={onNotCounted}
      />
    </>
  );
}

/** The open award's ballot: its notices, its two lists, Submit Vote and Reset Vote. */
function AwardBallot({
  session,
  award,
  contestants,
  everyone,
  saved,
  adjustment,
  connection,
  votingEndsAt,
  onSaved,
  onSubmitted,
  onNotCounted,
}: {
  session: ParticipantSession;
  award: Award;
  contestants: Contestant[];
  everyone: Contestant[];
  saved: Ballot | null;
  adjustment: BallotAdjustment | undefined;
  connection: ConnectionStatus;
  votingEndsAt: string | null;
  onSaved: (awardId: string, ballot: Ballot | null) => void;
  onSubmitted: () => void;
  onNotCounted: () => void;
}) {
  // An adjustment held from before this tab opened is older than the ballot it was given.
  const atOpen = useRef(adjustment);
  const own = adjustment !== atOpen.current && adjustment?.awardId === award.id;
  const ballot = useBallot(session, contestants, own ? adjustment : undefined, {
    id: award.id,
    saved,
    onSubmitted,
  });
  const named = useMemo(() => ({ name: award.name, everyone }), [award.name, everyone]);
  const notice = useBallotNotice(
    contestants,
    adjustment,
    ballot.lists?.ranked,
    ballot.voted,
    named,
  );

  const { id } = award;
  useEffect(() => {
    if (ballot.saved !== undefined) onSaved(id, ballot.saved);
  }, [ballot.saved, id, onSaved]);
  const notCounted = ballot.failure?.kind === 'not-counted';
  const tell = useRef(onNotCounted);
  tell.current = onNotCounted;
  useEffect(() => {
    if (notCounted) tell.current();
  }, [notCounted]);

  if (!ballot.lists) return null;
  return (
    <>
      <BallotNotice notice={notice.notice} onDismiss={notice.dismiss} />
      <BallotForm
        contestants={contestants}
        ballot={ballot}
        lists={ballot.lists}
        connection={connection}
        votingEndsAt={votingEndsAt}
        landmark={false}
      />
    </>
  );
}
