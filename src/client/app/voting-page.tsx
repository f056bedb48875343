import { useEffect } from 'react';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { BallotForm } from '#client/features/ballot/ballot-form.tsx';
import { BallotNotice } from '#client/features/ballot/ballot-notice.tsx';
import { NotCountedNotice } from '#client/features/ballot/ballot-notices.tsx';
import { useArrivalFocus } from '#client/features/ballot/use-arrival-focus.ts';
import { useBallot } from '#client/features/ballot/use-ballot.ts';
import { useBallotNotice } from '#client/features/ballot/use-ballot-notice.ts';
import { useLeaveRoom } from '#client/features/ballot/use-leave-room.ts';
import {
  NoContestantsYet,
  VotingEnded,
  VotingHeader,
} from '#client/features/ballot/voting-screens.tsx';
import { whyNoResults } from '#client/features/results/results-stage.ts';
import { ResultsHeld } from '#client/features/results/results-state-screens.tsx';
import { ResultsView } from '#client/features/results/results-view.tsx';
import { useResultsAddress } from '#client/features/results/use-results-address.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { useParticipantRoom } from '#client/lib/use-room.ts';

/**
 * The voting view (/vote): the ballot while voting is open, then the final
 * results, at the room's public results address; or why there is nothing to
 * vote on, or no results, yet. A participant the organiser removes is sent
 * home (`onRemoved`); one whose ballot came after voting ended is told so on
 * whatever the room shows next.
 */
export function VotingPage({
  session,
  onLeave,
  onRemoved,
}: {
  session: ParticipantSession;
  onLeave: () => void;
  onRemoved: () => void;
}) {
  const live = useParticipantRoom(session.roomId, session.participantToken);
  const ballot = useBallot(session, live.state?.contestants, live.state?.ballotAdjustment);
  const adjustment = useBallotNotice(
    live.state?.contestants,
    live.state?.ballotAdjustment,
    ballot.lists?.ranked,
    ballot.voted,
  );
  const { leaving, leave } = useLeaveRoom(session, onLeave);
  useResultsAddress(live.state?.results ? live.state.room.code : null);
  const removed = live.end === 'participant-removed';
  useEffect(() => {
    if (removed) onRemoved();
  }, [removed, onRemoved]);
  useArrivalFocus(Boolean(live.state && ballot.lists && !live.end));

  if (removed) return <LoadingRoom />;
  if (live.end) {
    return (
      <RoomUnavailable
        centred
        message="This room is no longer available."
        actionLabel="Return to Home"
        onAction={onLeave}
      />
    );
  }

  const { state } = live;
  const { lists } = ballot;
  if (!state || !lists) return <LoadingRoom />;
  const notice = ballot.failure?.kind === 'not-counted' ? <NotCountedNotice /> : null;

  if (state.results) {
    return (
      <ResultsView
        room={state.room}
        results={state.results}
        contestants={state.contestants}
        onBack={onLeave}
        backLabel="Back to Home"
        picks={ballot.voted ? ballot.lists?.ranked : undefined}
        notice={notice}
      />
    );
  }

  const header = (
    <VotingHeader
      session={session}
      title={state.room.title}
      name={state.room.name}
      onLeave={leave}
      notice={notice}
    />
  );
  const why = whyNoResults(state.room);
  if (why === 'held') return <ResultsHeld header={header} onHome={onLeave} />;
  if (why === 'calculating') return <VotingEnded header={header} onHome={onLeave} />;
  if (state.contestants.length === 0) {
    return <NoContestantsYet header={header} leaving={leaving} onLeave={leave} />;
  }

  return (
    <div className="page stack voting">
      {header}
      <BallotNotice notice={adjustment.notice} onDismiss={adjustment.dismiss} />
      <BallotForm
        contestants={state.contestants}
        ballot={ballot}
        lists={lists}
        connection={live.status}
        votingEndsAt={state.room.votingEndsAt}
      />
    </div>
  );
}
