import { ROOM_CODE_LENGTH } from '#shared/constants.ts';
import { normaliseRoomCode } from '#shared/room-code.ts';

export type View = 'home' | 'admin' | 'join' | 'vote';

const PATHS: Record<View, string> = { home: '/', admin: '/admin', join: '/join', vote: '/vote' };

/** Shows the view's path in the address bar (the spec's /admin, /join, /vote). */
export function showPath(view: View, search = ''): void {
  const next = `${PATHS[view]}${search}`;
  if (`${window.location.pathname}${window.location.search}` !== next) {
    window.history.pushState({ view }, '', next);
  }
}

export function viewFromPath(pathname: string): View {
  const entry = Object.entries(PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return (entry?.[0] as View | undefined) ?? 'home';
}

/** The room code from a join link (/join?code=ABC123). */
export function codeFromLink(search: string): string {
  return normaliseRoomCode(new URLSearchParams(search).get('code') ?? '').slice(
    0,
    ROOM_CODE_LENGTH,
  );
}
