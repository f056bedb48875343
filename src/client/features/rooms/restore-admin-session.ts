import { invitationFromFragment, takeInvitation } from '#client/lib/admin-invitation.ts';
import { ApiError } from '#client/lib/api-transport.ts';
import {
  type AdminSession,
  clearAdminSession,
  loadAdminSession,
  saveAdminSession,
} from '#client/lib/storage.ts';
import { roomsApi } from './rooms-api.ts';

/**
 * Refusals that mean the saved room can never be opened from this device: no
 * such room (gone, or an id that is not a room id at all), or a token the
 * room does not accept as its admin's.
 */
const UNRESTORABLE = new Set<ApiError['code']>([
  'room_not_found',
  'not_found',
  'validation_failed',
  'token_missing',
  'token_not_for_room',
  'admin_only',
]);

/**
 * True when a failed room read says the saved room cannot be restored. An
 * unreachable server or a failure on its side says nothing about the room:
 * the saved room is kept for the next try.
 */
export function cannotRestore(error: unknown): boolean {
  return error instanceof ApiError && UNRESTORABLE.has(error.code);
}

/** Whether the server still opens the room to this session (true when it cannot say). */
async function stillOpens(session: AdminSession): Promise<boolean> {
  try {
    await roomsApi.getRoom(session.roomId, session.adminToken);
    return true;
  } catch (error) {
    return !cannotRestore(error);
  }
}

/**
 * Saves the organiser's invitation this page was opened with, if any. A
 * device that already runs that room (its owner trying the link, say) keeps
 * the secret it has, which may be the owner's.
 */
async function acceptInvitation(): Promise<void> {
  const invitation = takeInvitation();
  if (!invitation) return;
  const { roomId, adminToken } = loadAdminSession();
  if (roomId === invitation.roomId && adminToken && (await stillOpens({ roomId, adminToken }))) {
    return;
  }
  saveAdminSession(invitation);
}

/**
 * Whether this device may have an admin room to open (a saved one, or an
 * invitation in the address): only the server can say if it still opens.
 */
export function mayHaveAdminSession(): boolean {
  const { roomId, adminToken } = loadAdminSession();
  return Boolean(roomId || adminToken || invitationFromFragment(window.location.hash));
}

/**
 * The spec's start-up rule: the saved admin room, loaded by id, or null. A
 * room that cannot be restored (see `cannotRestore`), or a room id saved
 * without its admin token, is removed from local storage, silently. A page
 * opened from an organiser's invitation saves that room first.
 */
export async function restoreAdminSession(): Promise<AdminSession | null> {
  await acceptInvitation();
  const { roomId, adminToken } = loadAdminSession();
  if (!roomId || !adminToken) {
    if (roomId || adminToken) clearAdminSession();
    return null;
  }
  try {
    await roomsApi.getRoom(roomId, adminToken);
  } catch (error) {
    if (cannotRestore(error)) {
      clearAdminSession();
      return null;
    }
  }
  return { roomId, adminToken };
}
