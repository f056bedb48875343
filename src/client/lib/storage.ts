import type { Award, Contestant, Results, Room } from '#shared/api.ts';
import { ADMIN_ROOM_STORAGE_KEY } from '#shared/constants.ts';
import { forgetBallotDrafts } from './ballot-drafts.ts';
import { read, write } from './local-store.ts';

export const ADMIN_TOKEN_KEY = 'viberank_admin_token';
export const PARTICIPANT_SESSION_KEY = 'viberank_participant_session';

export type AdminSession = { roomId: string; adminToken: string };
export type ParticipantSession = {
  roomId: string;
  roomCode: string;
  participantId: string;
  participantName: string;
  participantToken: string;
  /** A judge's device, opened through the judge's personal link. */
  judge?: true;
};

/** What is saved of the admin room: its id under viberank_admin_room, its token beside it. */
export function loadAdminSession(): { roomId: string | null; adminToken: string | null } {
  return { roomId: read(ADMIN_ROOM_STORAGE_KEY), adminToken: read(ADMIN_TOKEN_KEY) };
}

export function saveAdminSession(session: AdminSession): void {
  write(ADMIN_ROOM_STORAGE_KEY, session.roomId);
  write(ADMIN_TOKEN_KEY, session.adminToken);
}

export function clearAdminSession(): void {
  write(ADMIN_ROOM_STORAGE_KEY, null);
  write(ADMIN_TOKEN_KEY, null);
}

function parseParticipantSession(raw: string): ParticipantSession | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const value: Partial<Record<string, unknown>> = { ...parsed };
    const { roomId, roomCode, participantId, participantName, participantToken, judge } = value;
    if (
      typeof roomId === 'string' &&
      typeof roomCode === 'string' &&
      typeof participantId === 'string' &&
      typeof participantName === 'string' &&
      typeof participantToken === 'string'
    ) {
      const session = { roomId, roomCode, participantId, participantName, participantToken };
      return judge === true ? { ...session, judge: true as const } : session;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function loadParticipantSession(): ParticipantSession | null {
  const raw = read(PARTICIPANT_SESSION_KEY);
  if (raw === null) return null;
  const session = parseParticipantSession(raw);
  if (!session) write(PARTICIPANT_SESSION_KEY, null);
  return session;
}

export function saveParticipantSession(session: ParticipantSession): void {
  write(PARTICIPANT_SESSION_KEY, JSON.stringify(session));
}

/** Forgets the participant's session, and the ranking they had not sent in it. */
export function clearParticipantSession(): void {
  const raw = read(PARTICIPANT_SESSION_KEY);
  const session = raw === null ? null : parseParticipantSession(raw);
  if (session) {
    forgetBallotDrafts(session.roomId, session.participantId);
    write(roomCopyKey(session.roomId), null);
  }
  write(PARTICIPANT_SESSION_KEY, null);
}

/**
 * The last of a room a participant's phone saw (room, contestants, awards,
 * results), kept so that a reload without a network still shows the room.
 * Read only when no snapshot can come; the next snapshot replaces it.
 */
export type RoomCopy = {
  room: Room;
  contestants: Contestant[];
  awards: Award[];
  results: Results | null;
};

const ROOM_COPY_PREFIX = 'viberank_room_copy';

function roomCopyKey(roomId: string): string {
  return `${ROOM_COPY_PREFIX}:${roomId}`;
}

export function loadRoomCopy(roomId: string): RoomCopy | null {
  const raw = read(roomCopyKey(roomId));
  if (raw === null) return null;
  try {
    const copy = JSON.parse(raw) as Partial<RoomCopy> | null;
    // A copy kept before rooms had awards is as good as none.
    const awards = copy?.awards;
    const results = copy?.results ?? null;
    if (
      copy?.room?.id === roomId &&
      Array.isArray(copy.contestants) &&
      Array.isArray(awards) &&
      awards.length > 0 &&
      (results === null || Array.isArray(results.awards))
    ) {
      return { room: copy.room, contestants: copy.contestants, awards, results };
    }
  } catch {
    // A damaged copy is as good as none.
  }
  return null;
}

export function saveRoomCopy(copy: RoomCopy): void {
  const { room, contestants, awards, results } = copy;
  write(roomCopyKey(room.id), JSON.stringify({ room, contestants, awards, results }));
}

export const CONTESTANT_VIEW_KEY = 'viberank_contestant_view';
export type ContestantView = 'grid' | 'list';

/** The admin's pick of how the dashboard shows contestants, if they made one. */
export function loadContestantView(): ContestantView | null {
  const saved = read(CONTESTANT_VIEW_KEY);
  return saved === 'grid' || saved === 'list' ? saved : null;
}

export function saveContestantView(view: ContestantView): void {
  write(CONTESTANT_VIEW_KEY, view);
}
