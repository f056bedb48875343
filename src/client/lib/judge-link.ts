/**
 * A judge's personal link and a team's link. Each secret travels in the
 * link's fragment, which a browser never sends to a server: it reaches no
 * server log, no proxy and no Referer.
 */

const JUDGE_KEY = 'judge';
const TEAM_KEY = 'team';

/** The path a judge's link opens: the phone becomes that judge, straight to voting. */
export const JUDGE_PATH = '/judge';

/** A judge's link: opened on a phone, it makes that device the judge. */
export function judgeLink(publicUrl: string, roomId: string, token: string): string {
  return `${publicUrl}${JUDGE_PATH}#${JUDGE_KEY}=${encodeURIComponent(roomId)}.${encodeURIComponent(token)}`;
}

/** A team's link: the join form with the room code filled in, joining that team. */
export function teamLink(publicUrl: string, code: string, token: string): string {
  return `${publicUrl}/join?code=${encodeURIComponent(code)}#${TEAM_KEY}=${encodeURIComponent(token)}`;
}

/** A room and a secret, as a link's fragment carries them under `key` (`key=<room>.<secret>`). */
export function roomSecretFromFragment(
  hash: string,
  key: string,
): { roomId: string; token: string } | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(key);
  if (!value) return null;
  const dot = value.indexOf('.');
  const roomId = value.slice(0, dot);
  const token = value.slice(dot + 1);
  if (dot <= 0 || !token || /[\s.]/.test(token)) return null;
  return { roomId, token };
}

/** The room and secret of a judge's link fragment, or null when it is none. */
export function judgeFromFragment(hash: string): { roomId: string; token: string } | null {
  return roomSecretFromFragment(hash, JUDGE_KEY);
}

/** The team secret of a team link's fragment, or null when it is none. */
export function teamFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(TEAM_KEY);
  return token && /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}

/**
 * Takes a secret out of the address bar at once, so that it is neither
 * bookmarked nor shared on by accident; answers what it held.
 */
export function takeFragment<T>(read: (hash: string) => T | null): T | null {
  const taken = read(window.location.hash);
  if (taken !== null) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return taken;
}
