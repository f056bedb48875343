import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { awardContestants, nextUnvotedAward } from '#client/features/award-tabs/award-tabs.ts';
import { AwardTabs, focusAwardTab } from '#client/features/award-tabs/award-tabs.tsx';
import { useOpenAward } from '#client/features/award-tabs/use-open-award.ts';
import type { AwardBallots } from '#client/features/ballot/award-ballots.tsx';
import { QueuedAwardBallots } from '#client/features/ballot/award-ballots.tsx';
import { BallotForm } from '#client/features/ballot/ballot-form.tsx';
import { BallotNotice } from '#client/features/ballot/ballot-notice.tsx';
import { useBallot } from '#client/features/ballot/use-ballot.ts';
import { useBallotNotice } from '#client/features/ballot/use-ballot-notice.ts';
import { ExpoJudge } from '#client/features/expo-judge/expo-judge.tsx';
import { NotYoursToRank } from '#client/features/standing/not-yours-to-rank.tsx';
import { awardsFor } from '#client/features/standing/standing.ts';
import { useRankable } from '#client/features/standing/use-rankable.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { BallotAdjustment, ParticipantRoomState } from '#client/lib/live-room/room-state.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Award, Ballot, Contestant, OwnParticipant } from '#shared/api.ts';

function votedIn(saved: AwardBallots): Set<string> {
  return new Set([...saved].filter(([, ballot]) => ballot !== null).map(([awardId]) => awardId));
}

/**
 * Voting, award by award: each award's ballot is the spec's ballot for that
 * award's contestants with its own Submit Vote, Reset Vote and draft. A room
 * of one award shows its ballot as it is; a room of several, a tab per
 * award, and after a Submit Vote the next award not yet voted in opens.
 */
export function AwardVoting({
  session,
  state,
  voter,
  connection,
  onNotCounted,
  ballots,
}: {
  session: ParticipantSession;
  state: ParticipantRoomState;
  /** Who votes here: the awards open to their side, never their own team or conflicts. */
  voter: OwnParticipant | null;
  connection: ConnectionStatus;
  /** A ballot arrived after voting ended: said on whatever the room shows next. */
  onNotCounted: () => void;
  /** The room's one store of the participant's ballots (award-ballots.tsx). */
  ballots: {
    saved: AwardBallots | undefined;
    record: (awardId: string, ballot: Ballot | null) => void;
  };
}) {
  const { contestants, ballotAdjustment } = state;
  const awards = useMemo(() => awardsFor(state.awards, voter), [state.awards, voter]);
  const rankable = useRankable(contestants, voter);
  const { saved, record } = ballots;
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
    return (
      <p className="card muted">
        <Trans>No award of this room is open to you.</Trans>
      </p>
    );
  }
  if (!saved || !award || !sided) {
    return (
      <p className="muted">
        <Trans>Loading your ballots…</Trans>
      </p>
    );
  }
  const voted = votedIn(saved);
  const onSubmitted = (ballot?: Ballot) => {
    if (ballot) record(award.id, ballot);
    const next = nextUnvotedAward(awards, new Set(voted).add(award.id), award.id);
    if (!next) return;
    choose(next);
    setAdvanced({ awardId: next });
  };
  const ballotOf = (shown: Contestant[], tabbed: boolean) =>
    // An expo judge walks a route and ranks everything they saw, not a top 3.
    award.expo ? (
      <ExpoJudge
        key={award.id}
        session={session}
        award={award}
        contestants={contestants}
        saved={saved.get(award.id) ?? null}
        onSaved={record}
        routeChanges={state.routeChanges}
        connection={connection}
        landmark={!tabbed}
      />
    ) : (
      <AwardBallot
        key={award.id}
        session={session}
        award={award}
        tabbed={tabbed}
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
    );

  if (state.awards.length === 1) {
    return (
      <>
        {ballotOf(shown, false)}
        <NotYoursToRank voter={voter} contestants={contestants} />
      </>
    );
  }
  return (
    <>
      <AwardTabs awards={awards} voted={voted} open={award.id} onOpen={choose}>
        {shown.length === 0 ? (
          // Its only contestants were removed from the room.
          <p className="card muted">
            <Trans>No contestants in this award yet.</Trans>
          </p>
        ) : (
          <>
            {ballotOf(shown, true)}
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

/**
 * The open award's ballot: its notices, its two lists, Submit Vote and Reset
 * Vote. In a tab (`tabbed`) its notices name the award, and the tabs are the
 * page's main content; a room's one award is the page's main content itself.
 */
function AwardBallot({
  session,
  award,
  tabbed,
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
  tabbed: boolean;
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
    onNotCounted,
  });
  const named = useMemo(
    () => (tabbed ? { name: award.name, everyone } : undefined),
    [tabbed, award.name, everyone],
  );
  const notice = useBallotNotice(
    tabbed ? contestants : everyone,
    adjustment,
    ballot.lists?.ranked,
    ballot.voted,
    named,
  );

  const { id } = award;
  useEffect(() => {
    onSaved(id, ballot.saved);
  }, [ballot.saved, id, onSaved]);

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
        landmark={!tabbed}
      />
    </>
  );
}
