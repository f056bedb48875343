import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { RehearsalNotice } from '#client/components/rehearsal-notice.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { QueuedAwardBallots, useOwnBallots } from '#client/features/ballot/award-ballots.tsx';
import { NotCountedNotice } from '#client/features/ballot/ballot-notices.tsx';
import { useArrivalFocus } from '#client/features/ballot/use-arrival-focus.ts';
import { useLeaveRoom } from '#client/features/ballot/use-leave-room.ts';
import {
  NoContestantsYet,
  VotingEnded,
  VotingHeader,
} from '#client/features/ballot/voting-screens.tsx';
import { CheckMyBallot } from '#client/features/ballot-record/check-my-ballot.tsx';
import { whyNoResults } from '#client/features/results/results-stage.ts';
import { ResultsHeld } from '#client/features/results/results-state-screens.tsx';
import { ResultsView } from '#client/features/results/results-view.tsx';
import { useResultsAddress } from '#client/features/results/use-results-address.ts';
import { NotYourAward } from '#client/features/standing/not-your-award.tsx';
import { StandingBadges } from '#client/features/standing/standing-badges.tsx';
import { useVoter } from '#client/features/standing/use-voter.ts';
import { useRoomLanguageFallback } from '#client/lib/i18n/room-language-fallback.ts';
import { useParticipantRoom } from '#client/lib/live-room/use-room.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { votesIn } from '#shared/award-voters.ts';
import { AwardVoting } from './award-voting.tsx';

/** Sent by the join form, from this chunk (voting-page-chunk.tsx). */
export { joinOnSocket } from '#client/features/rooms/socket-join.ts';

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
  onRevoked,
}: {
  session: ParticipantSession;
  onLeave: () => void;
  onRemoved: () => void;
  /** A judge's link was revoked: the device goes home and says so. */
  onRevoked: () => void;
}) {
  const { t } = useLingui();
  const live = useParticipantRoom(session.roomId, session.participantToken);
  useDocumentTitle(live.state?.room.name ?? null);
  useRoomLanguageFallback(live.state?.room.language);
  const awards = live.state?.awards;
  const voter = useVoter(session, live.status, live.state?.standing, awards?.[0]?.id);
  const severalAwards = (awards?.length ?? 0) > 1;
  // The one store of this participant's ballots, every award alike.
  const ballots = useOwnBallots(
    session,
    awards,
    live.state?.ballotAdjustment,
    live.state?.ballotDeleted,
  );
  const [notCounted, setNotCounted] = useState(false);
  const { leaving, leave } = useLeaveRoom(session, onLeave);
  useResultsAddress(live.state?.results ? live.state.room.code : null);
  const removed = live.end === 'participant-removed';
  useEffect(() => {
    if (removed) onRemoved();
  }, [removed, onRemoved]);
  // A revoked judge's secret opens nothing: refused at once, or on the next connection.
  const revoked =
    live.end === 'judge-revoked' || (session.judge === true && live.end === 'forbidden');
  useEffect(() => {
    if (revoked) onRevoked();
  }, [revoked, onRevoked]);
  useArrivalFocus(Boolean(live.state && (ballots.saved || severalAwards) && !live.end));

  if (removed || revoked) return <LoadingRoom />;
  if (live.end) {
    return (
      <RoomUnavailable
        centred
        message={t`This room is no longer available.`}
        actionLabel={t`Return to Home`}
        onAction={onLeave}
      />
    );
  }

  const { state } = live;
  // A room of one award shows once its ballot is known; one of several, award by award.
  if (!state || (!ballots.saved && !severalAwards)) return <LoadingRoom />;
  // A judge's phone while the organiser rehearses: its ballot waits for the organiser to go live.
  const notice = notCounted ? (
    <NotCountedNotice />
  ) : state.room.rehearsal ? (
    <RehearsalNotice />
  ) : null;

  // Rankings submitted offline are still sent once the network is back, and
  // one that arrives after voting ended is said not to be counted, whatever
  // the room shows by then (the ballots that would send them are gone).
  const stillQueued = (
    <QueuedAwardBallots
      session={session}
      awardIds={state.awards.map((award) => award.id)}
      onSaved={ballots.record}
      onNotCounted={() => setNotCounted(true)}
    />
  );

  if (state.results) {
    return (
      <>
        {stillQueued}
        <ResultsView
          room={state.room}
          results={state.results}
          awards={state.awards}
          contestants={state.contestants}
          onBack={onLeave}
          backLabel={t`Back to Home`}
          picks={severalAwards ? ballots.picks : ballots.picks?.get(state.awards[0]?.id ?? '')}
          notice={notice}
          footer={
            <CheckMyBallot
              roomId={state.room.id}
              results={state.results}
              token={session.participantToken}
            />
          }
        />
      </>
    );
  }

  const header = (
    <VotingHeader
      session={session}
      title={state.room.title}
      name={state.room.name}
      onLeave={leave}
      notice={notice}
      badges={
        <StandingBadges
          voter={voter}
          judge={session.judge === true}
          contestants={state.contestants}
        />
      }
    />
  );
  const why = whyNoResults(state.room);
  if (why !== 'open') {
    return (
      <>
        {stillQueued}
        {why === 'held' ? (
          <ResultsHeld header={header} onHome={onLeave} />
        ) : (
          <VotingEnded header={header} onHome={onLeave} />
        )}
      </>
    );
  }
  if (state.contestants.length === 0) {
    return <NoContestantsYet header={header} leaving={leaving} onLeave={leave} />;
  }
  const only = state.awards.length === 1 ? state.awards[0] : undefined;
  if (only && voter && !votesIn(only.voters, voter.judge)) {
    return <NotYourAward header={header} judge={voter.judge} />;
  }
  return (
    <div className="page stack voting">
      {header}
      <AwardVoting
        session={session}
        state={state}
        voter={voter}
        connection={live.status}
        onNotCounted={() => setNotCounted(true)}
        ballots={ballots}
      />
    </div>
  );
}
