import { useCallback, useEffect, useState } from 'react';
import { HomePage } from '#client/features/rooms/home-page.tsx';
import { JoinPage } from '#client/features/rooms/join-page.tsx';
import { ApiError, api } from '#client/lib/api-client.ts';
import {
  type AdminSession,
  clearAdminSession,
  clearParticipantSession,
  loadAdminSession,
  loadParticipantSession,
  type ParticipantSession,
  saveAdminSession,
  saveParticipantSession,
} from '#client/lib/storage.ts';
import { AdminPage } from './admin-page.tsx';
import { codeFromLink, showPath, type View, viewFromPath } from './routes.ts';
import { VotingPage } from './voting-page.tsx';

type Screen =
  | { view: 'loading' }
  | { view: 'home' }
  | { view: 'join'; code: string }
  | { view: 'admin'; session: AdminSession | null }
  | { view: 'vote'; session: ParticipantSession };

/** Where the app opens: a saved admin room, a voter's room, a join link, or home. */
async function startingScreen(): Promise<Screen> {
  const path = viewFromPath(window.location.pathname);
  const voter = loadParticipantSession();
  if (path === 'vote' && voter) return { view: 'vote', session: voter };
  const admin = loadAdminSession();
  if (admin) {
    try {
      await api.getRoom(admin.roomId, admin.adminToken);
      return { view: 'admin', session: admin };
    } catch (error) {
      // A room that is gone (or no longer ours) is dropped silently.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        clearAdminSession();
      } else {
        return { view: 'admin', session: admin };
      }
    }
  }
  if (voter) return { view: 'vote', session: voter };
  if (path === 'join') return { view: 'join', code: codeFromLink(window.location.search) };
  if (path === 'admin') return { view: 'admin', session: null };
  return { view: 'home' };
}

const VIEW_OF: Record<Exclude<Screen['view'], 'loading'>, View> = {
  home: 'home',
  join: 'join',
  admin: 'admin',
  vote: 'vote',
};

export function App() {
  const [screen, setScreen] = useState<Screen>({ view: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void startingScreen().then((next) => {
      if (!cancelled) setScreen(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (screen.view === 'loading') return;
    const search = screen.view === 'join' && screen.code ? `?code=${screen.code}` : '';
    showPath(VIEW_OF[screen.view], search);
  }, [screen]);

  useEffect(() => {
    const onPopState = () => {
      const view = viewFromPath(window.location.pathname);
      setScreen((current) => {
        if (view === 'join') return { view: 'join', code: codeFromLink(window.location.search) };
        if (view === 'home') return { view: 'home' };
        return current;
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const goHome = useCallback(() => setScreen({ view: 'home' }), []);

  switch (screen.view) {
    case 'loading':
      return <div className="page" aria-busy="true" />;
    case 'home':
      return (
        <HomePage
          onCreateRoom={() => setScreen({ view: 'admin', session: null })}
          onJoinRoom={() => setScreen({ view: 'join', code: '' })}
        />
      );
    case 'join':
      return (
        <JoinPage
          initialCode={screen.code}
          onBack={goHome}
          onJoined={(session) => {
            saveParticipantSession(session);
            setScreen({ view: 'vote', session });
          }}
        />
      );
    case 'admin':
      return (
        <AdminPage
          session={screen.session}
          onCreated={(session) => {
            saveAdminSession(session);
            setScreen({ view: 'admin', session });
          }}
          onLeave={() => {
            clearAdminSession();
            goHome();
          }}
          onBack={goHome}
        />
      );
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
