import {
  clearAdminSession,
  clearParticipantSession,
  saveAdminSession,
  saveParticipantSession,
} from '#client/lib/storage.ts';
import { AdminPage } from './admin-page.tsx';
import { HomePage } from './home-page.tsx';
import { JoinPage } from './join-page.tsx';
import { PresenterPage } from './presenter-page.tsx';
import { PublicResultsPage } from './public-results-page.tsx';
import { useScreen } from './use-screen.ts';
import { VotingPage } from './voting-page.tsx';

/** The four views of the spec and the moves between them; the big screen; shared results. */
export function App() {
  const { screen, show, goHome } = useScreen();

  switch (screen.view) {
    case 'loading':
      return <div className="page" aria-busy="true" />;
    case 'home':
      return (
        <HomePage
          onCreateRoom={() => show({ view: 'admin', session: null })}
          onJoinRoom={() => show({ view: 'join', code: '' })}
        />
      );
    case 'join':
      return (
        <JoinPage
          initialCode={screen.code}
          onBack={goHome}
          onJoined={(session) => {
            saveParticipantSession(session);
            show({ view: 'vote', session });
          }}
        />
      );
    case 'admin':
      return (
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
      );
    case 'present':
      return <PresenterPage session={screen.session} />;
    case 'results':
      return <PublicResultsPage code={screen.code} />;
    case 'vote':
      return (
        <VotingPage
          session={screen.session}
          onLeave={() => {
            clearParticipantSession();
            goHome();
          }}
        />
      );
  }
}
