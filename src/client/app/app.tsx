import { lazy, Suspense, useCallback } from 'react';
import { needCatalogs } from '#client/lib/i18n/app-language.ts';
import {
  clearAdminSession,
  clearParticipantSession,
  type ParticipantSession,
  saveAdminSession,
  saveParticipantSession,
} from '#client/lib/storage.ts';
import { HomePage } from './home-page.tsx';
import { JoinPage } from './join-page.tsx';
import { type Screen, useScreen } from './use-screen.ts';
import { prefetchVotingPage, VotingPageWhenLoaded } from './voting-page-chunk.tsx';

// The organiser's screens load when they open: a phone that joins never downloads them.
const AdminPage = lazy(async () => {
  await import('#client/lib/admin-schemas.ts');
  // The page starts in a task after the schemas', not in the same long one.
  await new Promise((next) => setTimeout(next, 0));
  const [{ AdminPage }] = await Promise.all([
    import('./admin-page.tsx'),
    needCatalogs(['phone', 'organiser', 'screen', 'refusals']),
  ]);
  return { default: AdminPage };
});
// A judge's link is opened once, on one device: no phone that joins downloads it.
const JudgeSignIn = lazy(async () => {
  const [{ JudgeSignIn }] = await Promise.all([
    import('#client/features/rooms/judge-sign-in.tsx'),
    needCatalogs(['phone', 'refusals']),
  ]);
  return { default: JudgeSignIn };
});
const PresenterPage = lazy(async () => {
  const [{ PresenterPage }] = await Promise.all([
    import('./presenter-page.tsx'),
    needCatalogs(['phone', 'screen', 'refusals']),
  ]);
  return { default: PresenterPage };
});
const ScreenPage = lazy(async () => {
  const [{ ScreenPage }] = await Promise.all([
    import('./screen-page.tsx'),
    needCatalogs(['phone', 'screen', 'refusals']),
  ]);
  return { default: ScreenPage };
});
const PublicResultsPage = lazy(async () => {
  const [{ PublicResultsPage }] = await Promise.all([
    import('./public-results-page.tsx'),
    needCatalogs(['phone', 'refusals']),
  ]);
  return { default: PublicResultsPage };
});

const ExpoPage = lazy(async () => {
  const [{ ExpoPage }] = await Promise.all([
    import('./expo-page.tsx'),
    needCatalogs(['phone', 'refusals']),
  ]);
  return { default: ExpoPage };
});

const loading = <div className="page" aria-busy="true" />;

/**
 * The four views of the spec and the moves between them; the big screen;
 * shared results; the expo page; opening on `first` (main.tsx). Each page that loads later
 * waits in a Suspense of its own, which shows the loading screen meanwhile.
 */
export function App({ first }: { first: Screen }) {
  const { screen, show, goHome } = useScreen(first);
  const signedIn = useCallback(
    (session: ParticipantSession) => {
      saveParticipantSession(session);
      show({ view: 'vote', session });
    },
    [show],
  );

  switch (screen.view) {
    case 'loading':
      return loading;
    case 'home':
      return (
        <HomePage
          notice={screen.notice}
          resultsCode={screen.resultsCode}
          onCreateRoom={() => show({ view: 'admin', session: null })}
          onJoinRoom={() => show({ view: 'join', code: '' })}
        />
      );
    case 'judge':
      return (
        <Suspense fallback={loading}>
          <JudgeSignIn
            roomId={screen.roomId}
            token={screen.token}
            onSignedIn={signedIn}
            onHome={goHome}
          />
        </Suspense>
      );
    case 'join':
      return (
        <JoinPage
          initialCode={screen.code}
          teamToken={screen.teamToken}
          onStart={prefetchVotingPage}
          onBack={goHome}
          onJoined={(session) => {
            saveParticipantSession(session);
            show({ view: 'vote', session });
          }}
        />
      );
    case 'admin':
      return (
        <Suspense fallback={loading}>
          <AdminPage
            session={screen.session}
            onCreated={(session) => {
              saveAdminSession(session);
              show({ view: 'admin', session });
            }}
            onLeave={() => {
              clearAdminSession();
              goHome();
            }}
            onBack={goHome}
          />
        </Suspense>
      );
    case 'present':
      return (
        <Suspense fallback={loading}>
          <PresenterPage session={screen.session} />
        </Suspense>
      );
    case 'screen':
      return (
        <Suspense fallback={loading}>
          <ScreenPage
            roomId={screen.roomId}
            token={screen.token}
            transparent={screen.transparent}
          />
        </Suspense>
      );
    case 'results':
      return (
        <Suspense fallback={loading}>
          <PublicResultsPage code={screen.code} />
        </Suspense>
      );
    case 'expo':
      return (
        <Suspense fallback={loading}>
          <ExpoPage code={screen.code} />
        </Suspense>
      );
    case 'vote':
      return (
        <VotingPageWhenLoaded
          session={screen.session}
          onLeave={() => {
            clearParticipantSession();
            goHome();
          }}
          onRemoved={() => {
            clearParticipantSession();
            const resultsCode = screen.session.roomCode;
            show({ view: 'home', notice: 'participant-removed', resultsCode });
          }}
          onRevoked={() => {
            clearParticipantSession();
            show({ view: 'home', notice: 'judge-revoked' });
          }}
        />
      );
  }
}
