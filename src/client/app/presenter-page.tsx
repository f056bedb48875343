import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { PresenterWithoutSession } from '#client/features/presenter/presenter-screen.tsx';
import { RevealNextButton } from '#client/features/presenter/reveal-next-button.tsx';
import { usePresenter } from '#client/features/presenter/use-presenter.ts';
import { useRoomI18n } from '#client/lib/i18n/room-i18n.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { BigScreen } from './big-screen.tsx';

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
  const { t } = useLingui();
  const presenter = usePresenter(session);
  const { state } = presenter;
  const roomI18n = useRoomI18n(state?.room.language);

  if (presenter.end) {
    return (
      <RoomUnavailable
        message={t`This room is no longer available`}
        actionLabel={t`Back to Home`}
        onAction={() => window.location.assign('/')}
      />
    );
  }
  if (!state || !roomI18n) return <LoadingRoom />;
  const { room } = state;

  const bigScreen = (
    <BigScreen
      state={{ ...state, results: presenter.results }}
      status={presenter.status}
      fullscreen={presenter.fullscreen}
      action={
        presenter.revealNext && (
          <RevealNextButton
            onNext={presenter.revealNext}
            revealing={presenter.revealing}
            failure={presenter.failure}
          />
        )
      }
    />
  );
  return <I18nProvider i18n={roomI18n}>{bigScreen}</I18nProvider>;
}
