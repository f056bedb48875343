import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { BallotForm } from '#client/features/ballot/ballot-form.tsx';
import { useBallot } from '#client/features/ballot/use-ballot.ts';
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
 * vote on, or no results, yet.
 */
export function VotingPage({
  session,
  onLeave,
}: {
  session: ParticipantSession;
  onLeave: () => void;
}) {
  const live = useParticipantRoom(session.roomId, session.participantToken);
  const ballot = useBallot(session, live.state?.contestants);
  const { leaving, leave } = useLeaveRoom(session, onLeave);
  useResultsAddress(live.state?.results ? live.state.room.code : null);

  if (live.end) {
    return (
      <RoomUnavailable
        centred
        message={
          live.end === 'participant-removed'
            ? 'The organiser removed you from this room.'
            : 'This room is no longer available.'
        }
        actionLabel="Return to Home"
        onAction={onLeave}
      />
    );
  }

  const { state } = live;
  const { lists } = ballot;
  if (!state || !lists) return <LoadingRoom />;

  if (state.results) {
    return (
      <ResultsView
        room={state.room}
        results={state.results}
        contestants={state.contestants}
        onBack={onLeave}
        backLabel="Back to Home"
        picks={ballot.voted ? ballot.lists?.ranked : undefined}
      />
    );
  }

  const header = (
    <VotingHeader
      session={session}
      title={state.room.title}
      name={state.room.name}
      onLeave={leave}
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
      <BallotForm
        contestants={state.contestants}
        ballot={ballot}
        lists={lists}
        votingEndsAt={state.room.votingEndsAt}
      />
      <ConnectionBanner status={live.status} />
    </div>
  );
}
