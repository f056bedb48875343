import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptRoomDraft,
  clearBallotDraft,
  loadBallotDraft,
  loadOpenAward,
  saveBallotDraft,
  saveOpenAward,
} from './ballot-drafts.ts';
import {
  ADMIN_TOKEN_KEY,
  clearParticipantSession,
  loadAdminSession,
  loadParticipantSession,
  PARTICIPANT_SESSION_KEY,
  type ParticipantSession,
  saveAdminSession,
  saveParticipantSession,
} from './storage.ts';

/** The browser's localStorage, as Node 20 has none. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const session: ParticipantSession = {
  roomId: '2f0c6a9e-5b1d-4c8e-9a57-2d4e8f1b3c60',
  roomCode: 'ABC123XYZ0',
  participantId: 'voter_1735689600000_k3j9x2',
  participantName: 'Robin',
  participantToken: 'secret-token',
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('loadParticipantSession', () => {
  it('reads a session saved under viberank_participant_session', () => {
    storage.setItem(PARTICIPANT_SESSION_KEY, JSON.stringify(session));
    expect(loadParticipantSession()).toEqual(session);
  });

  it("keeps a judge's session a judge's, and nothing but the session's fields", () => {
    saveParticipantSession({ ...session, judge: true });
    expect(loadParticipantSession()).toEqual({ ...session, judge: true });
    storage.setItem(
      PARTICIPANT_SESSION_KEY,
      JSON.stringify({ ...session, judge: 'yes', voterToken: 'stale' }),
    );
    expect(loadParticipantSession()).toEqual(session);
  });

  it('drops a damaged session', () => {
    const { participantToken: _token, ...tokenless } = session;
    for (const damaged of ['not json', 'null', '{"roomId": 1}', JSON.stringify(tokenless)]) {
      storage.setItem(PARTICIPANT_SESSION_KEY, damaged);
      expect(loadParticipantSession()).toBeNull();
      expect(storage.length).toBe(0);
    }
  });

  it("Leave forgets the participant's session and keeps the admin's", () => {
    saveAdminSession({ roomId: session.roomId, adminToken: 'admin-secret' });
    saveParticipantSession(session);
    clearParticipantSession();
    expect(loadParticipantSession()).toBeNull();
    expect(storage.getItem(PARTICIPANT_SESSION_KEY)).toBeNull();
    expect(storage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-secret');
    expect(loadAdminSession()).toEqual({ roomId: session.roomId, adminToken: 'admin-secret' });
  });

  it('leaves nothing behind when Leave finds a damaged session', () => {
    storage.setItem(PARTICIPANT_SESSION_KEY, '{');
    clearParticipantSession();
    expect(storage.length).toBe(0);
  });
});

describe('ballot drafts', () => {
  const other = { roomId: 'another-room', participantId: 'voter_2' };

  it('keeps a draft per room and participant, and gives it back as saved', () => {
    const { roomId, participantId } = session;
    saveBallotDraft(roomId, participantId, { ranked: ['a', 'b'], basedOn: null }, 'overall');
    saveBallotDraft(
      other.roomId,
      other.participantId,
      { ranked: ['c'], basedOn: '2026-01-01' },
      'overall',
    );
    expect(loadBallotDraft(roomId, participantId, 'overall')).toEqual({
      ranked: ['a', 'b'],
      basedOn: null,
    });
    expect(loadBallotDraft(other.roomId, other.participantId, 'overall')).toEqual({
      ranked: ['c'],
      basedOn: '2026-01-01',
    });
    saveBallotDraft(
      roomId,
      participantId,
      { ranked: ['a'], basedOn: null, queued: true },
      'overall',
    );
    expect(loadBallotDraft(roomId, participantId, 'overall')?.queued).toBe(true);
    clearBallotDraft(roomId, participantId, 'overall');
    expect(loadBallotDraft(roomId, participantId, 'overall')).toBeNull();
    expect(loadBallotDraft(other.roomId, other.participantId, 'overall')).not.toBeNull();
  });

  it('treats a damaged draft as none', () => {
    const key = `viberank_ballot_draft:${session.roomId}:${session.participantId}:overall`;
    for (const damaged of ['{', '[]', '{"ranked":[1],"basedOn":null}', '{"ranked":[]}']) {
      localStorage.setItem(key, damaged);
      expect(loadBallotDraft(session.roomId, session.participantId, 'overall')).toBeNull();
    }
  });

  it("is forgotten with the participant's session (Leave Room)", () => {
    saveParticipantSession(session);
    saveBallotDraft(session.roomId, session.participantId, { ranked: ['a'], basedOn: null }, 'o');
    saveBallotDraft(other.roomId, other.participantId, { ranked: ['c'], basedOn: null }, 'o');
    clearParticipantSession();
    expect(loadBallotDraft(session.roomId, session.participantId, 'o')).toBeNull();
    expect(loadBallotDraft(other.roomId, other.participantId, 'o')).not.toBeNull();
  });

  it('keeps a draft per award, each apart from the others', () => {
    const { roomId, participantId } = session;
    saveBallotDraft(roomId, participantId, { ranked: ['a'], basedOn: null }, 'overall');
    saveBallotDraft(roomId, participantId, { ranked: ['b'], basedOn: null }, 'design');
    expect(
      localStorage.getItem(`viberank_ballot_draft:${roomId}:${participantId}:overall`),
    ).toContain('a');
    expect(loadBallotDraft(roomId, participantId, 'design')?.ranked).toEqual(['b']);
    expect(loadBallotDraft(roomId, participantId, 'people')).toBeNull();
    clearBallotDraft(roomId, participantId, 'design');
    expect(loadBallotDraft(roomId, participantId, 'design')).toBeNull();
    expect(loadBallotDraft(roomId, participantId, 'overall')?.ranked).toEqual(['a']);
  });

  it('gives a ranking kept for the whole room by an earlier version to the first award', () => {
    const { roomId, participantId } = session;
    const roomKey = `viberank_ballot_draft:${roomId}:${participantId}`;
    localStorage.setItem(roomKey, JSON.stringify({ ranked: ['a'], basedOn: null, queued: true }));
    adoptRoomDraft(roomId, participantId, 'overall');
    expect(localStorage.getItem(roomKey)).toBeNull();
    expect(loadBallotDraft(roomId, participantId, 'overall')).toEqual({
      ranked: ['a'],
      basedOn: null,
      queued: true,
    });
    // A draft the award has already is not overwritten.
    localStorage.setItem(roomKey, JSON.stringify({ ranked: ['c'], basedOn: null }));
    adoptRoomDraft(roomId, participantId, 'overall');
    expect(localStorage.getItem(roomKey)).toBeNull();
    expect(loadBallotDraft(roomId, participantId, 'overall')?.ranked).toEqual(['a']);
  });

  it('forgets every award’s draft and the open tab with the session, and no one else’s', () => {
    const { roomId, participantId } = session;
    saveParticipantSession(session);
    saveBallotDraft(roomId, participantId, { ranked: ['a'], basedOn: null }, 'design');
    saveBallotDraft(roomId, `${participantId}0`, { ranked: ['a'], basedOn: null }, 'design');
    saveOpenAward(roomId, participantId, 'design');
    expect(loadOpenAward(roomId, participantId)).toBe('design');
    clearParticipantSession();
    expect(loadBallotDraft(roomId, participantId, 'design')).toBeNull();
    expect(loadOpenAward(roomId, participantId)).toBeNull();
    expect(loadBallotDraft(roomId, `${participantId}0`, 'design')).not.toBeNull();
  });
});
