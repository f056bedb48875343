import { useCallback, useEffect, useState } from 'react';
import {
  mayHaveAdminSession,
  restoreAdminSession,
} from '#client/features/rooms/restore-admin-session.ts';
import {
  JUDGE_PATH,
  judgeFromFragment,
  takeFragment,
  teamFromFragment,
} from '#client/lib/judge-link.ts';
import { codeFromExpoPath, codeFromResultsPath, PRESENT_PATH } from '#client/lib/links.ts';
import { isTransparent, SCREEN_PATH, screenFromFragment } from '#client/lib/screen-link.ts';
import {
  type AdminSession,
  loadParticipantSession,
  type ParticipantSession,
} from '#client/lib/storage.ts';
import { codeFromLink, showPath, type View, viewFromPath } from './routes.ts';

function isPresentPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === PRESENT_PATH;
}

function isJudgePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === JUDGE_PATH;
}

function isScreenPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === SCREEN_PATH;
}

/** Why the homepage opened, when it has something to tell. */
export type HomeNotice = 'participant-removed' | 'judge-revoked';

/** The in-memory view the app shows, with what it needs. */
export type Screen =
  | { view: 'loading' }
  /** resultsCode: the room a removed participant's ballot receipts can be checked in. */
  | { view: 'home'; notice?: HomeNotice; resultsCode?: string }
  /** teamToken: the secret of the team link the join form was opened with. */
  | { view: 'join'; code: string; teamToken?: string }
  /** A judge's personal link (/judge#judge=…), being opened on this device. */
  | { view: 'judge'; roomId: string; token: string }
  | { view: 'admin'; session: AdminSession | null }
  | { view: 'vote'; session: ParticipantSession }
  /** A screen link (/screen#screen=…): the big screen, read-only, on another machine. */
  | { view: 'screen'; roomId: string; token: string; transparent: boolean }
  /** The big screen (/present), for the organiser's saved room; null when there is none. */
  | { view: 'present'; session: AdminSession | null }
  /** A room's read-only results (/results/<code>), for anyone. */
  | { view: 'results'; code: string }
  /** A room's projects by table (/expo/<code>), for anyone, to print. */
  | { view: 'expo'; code: string };

/**
 * Where the app opens, as far as this device alone can tell: a participant's
 * room, a judge's or team's link, a join link, or home; `loading` when a
 * saved admin room (or an invitation to one) must first be checked with the
 * server. Takes the secrets out of the address bar: call it once.
 */
export function firstScreen(): Screen {
  const resultsCode = codeFromResultsPath(window.location.pathname);
  if (resultsCode) return { view: 'results', code: resultsCode };
  const expoCode = codeFromExpoPath(window.location.pathname);
  if (expoCode) return { view: 'expo', code: expoCode };
  if (isPresentPath(window.location.pathname)) return { view: 'loading' };
  if (isScreenPath(window.location.pathname)) {
    // Kept in the address: a streaming program reloads the page from it.
    const screen = screenFromFragment(window.location.hash);
    if (screen) {
      return { view: 'screen', ...screen, transparent: isTransparent(window.location.search) };
    }
  }
  if (isJudgePath(window.location.pathname)) {
    const judge = takeFragment(judgeFromFragment);
    if (judge) return { view: 'judge', ...judge };
  }
  const path = viewFromPath(window.location.pathname);
  if (path === 'join') {
    const teamToken = takeFragment(teamFromFragment);
    if (teamToken) {
      return { view: 'join', code: codeFromLink(window.location.search), teamToken };
    }
  }
  const participant = loadParticipantSession();
  if (path === 'vote' && participant) return { view: 'vote', session: participant };
  if (mayHaveAdminSession()) return { view: 'loading' };
  return afterAdminSession(path, participant);
}

/** The screen after the saved admin room, when there is none to open. */
function afterAdminSession(path: View, participant: ParticipantSession | null): Screen {
  if (participant) return { view: 'vote', session: participant };
  if (path === 'join') return { view: 'join', code: codeFromLink(window.location.search) };
  if (path === 'admin') return { view: 'admin', session: null };
  return { view: 'home' };
}

/** Where a `loading` first screen leads, once the server has said whether the saved room opens. */
async function restoredScreen(): Promise<Screen> {
  if (isPresentPath(window.location.pathname)) {
    return { view: 'present', session: await restoreAdminSession() };
  }
  const admin = await restoreAdminSession();
  if (admin) return { view: 'admin', session: admin };
  return afterAdminSession(viewFromPath(window.location.pathname), loadParticipantSession());
}

const VIEW_OF: Record<
  Exclude<Screen['view'], 'loading' | 'present' | 'screen' | 'results' | 'expo' | 'judge'>,
  View
> = {
  home: 'home',
  join: 'join',
  admin: 'admin',
  vote: 'vote',
};

/**
 * The current screen: the first one (`firstScreen`), or where a saved admin
 * room leads once the server has answered; shown in the address bar
 * (/admin, /join, /vote), and followed back and forward through history.
 */
export function useScreen(first: Screen) {
  const [screen, setScreen] = useState<Screen>(first);

  useEffect(() => {
    if (first.view !== 'loading') return;
    let cancelled = false;
    void restoredScreen().then((next) => {
      if (!cancelled) setScreen(next);
    });
    return () => {
      cancelled = true;
    };
  }, [first]);

  useEffect(() => {
    // The presenter, screen, results and expo pages keep the address they were opened at.
    if (
      screen.view === 'loading' ||
      screen.view === 'present' ||
      screen.view === 'screen' ||
      screen.view === 'results' ||
      screen.view === 'expo' ||
      screen.view === 'judge'
    ) {
      return;
    }
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
  return { screen, show: setScreen, goHome };
}
