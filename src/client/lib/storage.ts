import { ADMIN_ROOM_STORAGE_KEY } from '#shared/constants.ts';

const ADMIN_TOKEN_KEY = 'viberank_admin_token';
const PARTICIPANT_SESSION_KEY = 'viberank_participant_session';

export type AdminSession = { roomId: string; adminToken: string };
export type ParticipantSession = {
  roomId: string;
  roomCode: string;
  participantId: string;
  participantName: string;
  participantToken: string;
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the session then lasts the page.
  }
}

/** The saved admin room: its id under viberank_admin_room, its token beside it. */
export function loadAdminSession(): AdminSession | null {
  const roomId = read(ADMIN_ROOM_STORAGE_KEY);
  const adminToken = read(ADMIN_TOKEN_KEY);
  return roomId && adminToken ? { roomId, adminToken } : null;
}

export function saveAdminSession(session: AdminSession): void {
  write(ADMIN_ROOM_STORAGE_KEY, session.roomId);
  write(ADMIN_TOKEN_KEY, session.adminToken);
}

export function clearAdminSession(): void {
  write(ADMIN_ROOM_STORAGE_KEY, null);
  write(ADMIN_TOKEN_KEY, null);
}

export function loadParticipantSession(): ParticipantSession | null {
  const raw = read(PARTICIPANT_SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ParticipantSession>;
    if (
      typeof value.roomId === 'string' &&
      typeof value.roomCode === 'string' &&
      typeof value.participantId === 'string' &&
      typeof value.participantName === 'string' &&
      typeof value.participantToken === 'string'
    ) {
      return value as ParticipantSession;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  write(PARTICIPANT_SESSION_KEY, null);
  return null;
}

export function saveParticipantSession(session: ParticipantSession): void {
  write(PARTICIPANT_SESSION_KEY, JSON.stringify(session));
}

export function clearParticipantSession(): void {
  write(PARTICIPANT_SESSION_KEY, null);
}
