import { roomSecretFromFragment } from './judge-link.ts';

/**
 * A screen link: the big screen of a room, read-only, for another machine
 * (a streaming PC, a second projector, a hall screen). Its secret travels in
 * the fragment, which a browser never sends to a server. Unlike a judge's
 * link it stays in the address bar: a streaming program reloads the page
 * from the address it was given.
 */

const SCREEN_KEY = 'screen';

/** The path a screen link opens. */
export const SCREEN_PATH = '/screen';

/** The query that draws no page background, for a streaming overlay (OBS browser source). */
export const TRANSPARENT_QUERY = 'background=transparent';

/** A screen link; `transparent` draws no page background behind the big screen. */
export function screenLink(
  publicUrl: string,
  roomId: string,
  token: string,
  transparent = false,
): string {
  const query = transparent ? `?${TRANSPARENT_QUERY}` : '';
  return `${publicUrl}${SCREEN_PATH}${query}#${SCREEN_KEY}=${encodeURIComponent(roomId)}.${encodeURIComponent(token)}`;
}

/** The room and secret of a screen link's fragment, or null when it is none. */
export function screenFromFragment(hash: string): { roomId: string; token: string } | null {
  return roomSecretFromFragment(hash, SCREEN_KEY);
}

/** Whether a screen link's address asks for no page background. */
export function isTransparent(search: string): boolean {
  return new URLSearchParams(search).get('background') === 'transparent';
}
