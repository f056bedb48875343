import type { AdminSession } from './storage.ts';

/**
 * An invitation to run a room from another device. Its secret travels in the
 * link's fragment (`#organiser=<room id>.<secret>`), which a browser never
 * sends to a server: it reaches no server log, no proxy and no Referer.
 */
const FRAGMENT_KEY = 'admin';

/** The link that opens the dashboard of this room on another device, as an organiser. */
export function adminInvitationLink(publicUrl: string, roomId: string, token: string): string {
  return `${publicUrl}/admin#${FRAGMENT_KEY}=${encodeURIComponent(roomId)}.${encodeURIComponent(token)}`;
}

/** The room and secret of an invitation fragment, or null when the fragment is none. */
export function invitationFromFragment(hash: string): AdminSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const value = params.get(FRAGMENT_KEY);
  if (!value) return null;
  const dot = value.indexOf('.');
  const roomId = value.slice(0, dot);
  const adminToken = value.slice(dot + 1);
  if (dot <= 0 || !adminToken || /[\s.]/.test(adminToken)) return null;
  return { roomId, adminToken };
}

/**
 * The invitation this page was opened with, if any, taken out of the address
 * bar at once (so it is neither bookmarked nor shared on by accident).
 */
export function takeInvitation(): AdminSession | null {
  const invitation = invitationFromFragment(window.location.hash);
  if (window.location.hash.includes(`${FRAGMENT_KEY}=`)) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return invitation;
}
