import { useLingui } from '@lingui/react/macro';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { RehearsalNotice } from '#client/components/rehearsal-notice.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { BallotRecordPanel } from '#client/features/ballot-record/ballot-record-panel.tsx';
import {
  PublicRoomHeader,
  PublicRoomNotFound,
  ResultsCalculating,
  VotingStillOpen,
} from '#client/features/results/public-results-screens.tsx';
import { whyNoResults } from '#client/features/results/results-stage.ts';
import { ResultsHeld } from '#client/features/results/results-state-screens.tsx';
import { ResultsView } from '#client/features/results/results-view.tsx';
import { useRoomByCode } from '#client/features/results/use-room-by-code.ts';
import { useRoomLanguageFallback } from '#client/lib/i18n/room-language-fallback.ts';
import { usePublicRoom } from '#client/lib/live-room/use-room.ts';
import { clearParticipantSession, loadParticipantSession } from '#client/lib/storage.ts';
import type { Room } from '#shared/api.ts';

/**
 * Home, from a results page. A phone that voted in this room has nothing left
 * to do in it, so it forgets the room rather than going back to its results.
 */
function goHome(roomId?: string): void {
  if (roomId && loadParticipantSession()?.roomId === roomId) clearParticipantSession();
  window.location.assign('/');
}

/**
 * A room's results for anyone (/results/<code>), with no secret: the spec's
 * results view once voting has ended (and, when the organiser holds them,
 * once the reveal shows the winner), live; before that, where things stand.
 */
export function PublicResultsPage({ code }: { code: string }) {
  const { t } = useLingui();
  const lookup = useRoomByCode(code);
  switch (lookup.status) {
    case 'loading':
      return <LoadingRoom />;
    case 'not-found':
      return <PublicRoomNotFound code={code} onHome={() => goHome()} />;
    case 'failed':
      return (
        <RoomUnavailable
          message={lookup.message}
          actionLabel={t`Try again`}
          onAction={lookup.retry}
        />
      );
    case 'found':
      return <PublicResults key={lookup.found.id} found={lookup.found} />;
  }
}

function PublicResults({ found }: { found: Room }) {
  const { t } = useLingui();
  const live = usePublicRoom(found.id);
  useRoomLanguageFallback(live.state?.room.language ?? found.language);
  const onHome = () => goHome(found.id);

  if (live.end) return <PublicRoomNotFound code={found.code} onHome={onHome} />;
  const { state } = live;
  if (!state) return <LoadingRoom />;

  const { room, results } = state;
  if (results) {
    return (
      <ResultsView
        room={room}
        results={results}
        awards={state.awards}
        contestants={state.contestants}
        onBack={onHome}
        backLabel={t`Back to Home`}
        footer={
          // The record covers every award: it is out once all of their results are.
          results.awards.length >= state.awards.length && (
            <BallotRecordPanel
              roomId={room.id}
              results={results}
              token={
                loadParticipantSession()?.roomId === room.id
                  ? loadParticipantSession()?.participantToken
                  : undefined
              }
            />
          )
        }
      />
    );
  }
  const header = (
    <>
      <PublicRoomHeader room={room} onHome={onHome} />
      {room.rehearsal && <RehearsalNotice />}
    </>
  );
  const why = whyNoResults(room);
  return (
    <>
      {why === 'held' && <ResultsHeld header={header} />}
      {why === 'calculating' && <ResultsCalculating header={header} />}
      {why === 'open' && <VotingStillOpen header={header} code={room.code} />}
      <ConnectionBanner status={live.status} />
    </>
  );
}
