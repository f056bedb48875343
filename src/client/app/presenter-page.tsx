import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import {
  PresenterScreen,
  PresenterWithoutSession,
} from '#client/features/presenter/presenter-screen.tsx';
import { RevealNextButton } from '#client/features/presenter/reveal-next-button.tsx';
import { usePresenter } from '#client/features/presenter/use-presenter.ts';
import { usePublicAddress } from '#client/features/rooms/use-public-address.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { BigScreenAside, BigScreenBody } from './big-screen-body.tsx';

/**
 * The big screen (/present), for the organiser's saved room: how to join
 * and live turnout while voting is open, then the staged reveal. It never
 * shows a ballot, a running tally or who voted.
 */
export function PresenterPage({ session }: { session: AdminSession | null }) {
  if (!session) return <PresenterWithoutSession />;
  return <Presenter key={session.roomId} session={session} />;
}

function Presenter({ session }: { session: AdminSession }) {
  const presenter = usePresenter(session);
  const address = usePublicAddress();
  const { state } = presenter;

  if (presenter.end) {
    return (
      <RoomUnavailable
        message="This room is no longer available"
        actionLabel="Back to Home"
        onAction={() => window.location.assign('/')}
      />
    );
  }
  if (!state) return <LoadingRoom />;
  const { room } = state;

  return (
    <PresenterScreen
      room={room}
      fullscreen={presenter.fullscreen}
      aside={<BigScreenAside room={room} />}
    >
      <BigScreenBody
        room={room}
        totals={state.totals}
        awards={state.awards}
        results={presenter.results}
        address={address}
        action={
          presenter.revealNext && (
            <RevealNextButton
              onNext={presenter.revealNext}
              revealing={presenter.revealing}
              error={presenter.error}
            />
          )
        }
      />
      <ConnectionBanner status={presenter.status} />
    </PresenterScreen>
  );
}
