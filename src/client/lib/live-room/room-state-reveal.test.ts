import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { ParticipantSnapshot, PublicSnapshot } from '#shared/protocol/messages.ts';
import * as given from './room-state.test-support.ts';
import {
  applyParticipantEvents,
  applyPublicEvents,
  type PublicRoomState,
  publicStateFrom,
} from './room-state.ts';
import { applyAdminEvents } from './room-state-admin.ts';

describe('the results hold and the staged reveal', () => {
  const participantView = {
    room: given.room,
    contestants: [given.contestant('a', 1)],
    awards: [given.overall],
    results: null,
  };

  it('follows the hold being turned on and off, for every view', () => {
    const on = { type: 'hold_results_changed', holdResults: true } as const;
    const off = { type: 'hold_results_changed', holdResults: false } as const;
    expect(applyParticipantEvents(participantView, [on]).room.holdResults).toBe(true);
    expect(applyAdminEvents(given.admin, [on]).room.holdResults).toBe(true);
    expect(applyAdminEvents(given.admin, [on, off]).room.holdResults).toBe(false);
  });

  it('gives the organiser held results with the end of voting', () => {
    const state = applyAdminEvents({ ...given.admin, room: { ...given.room, holdResults: true } }, [
      { type: 'room_status', status: 'ended' },
      { type: 'results_held', results: given.results },
    ]);
    expect(state.results).toBe(given.results);
    expect(state.room).toMatchObject({ status: 'ended', holdResults: true, revealStep: 0 });
  });

  it('keeps a waiting participant without results until they are released', () => {
    const ended = applyParticipantEvents(participantView, [
      { type: 'room_status', status: 'ended' },
      { type: 'reveal_progressed', revealStep: 1 },
      { type: 'reveal_progressed', revealStep: 2 },
    ]);
    expect(ended.results).toBeNull();
    expect(ended.room).toMatchObject({ status: 'ended', revealStep: 2 });
    const released = applyParticipantEvents(ended, [
      { type: 'reveal_progressed', revealStep: 3 },
      { type: 'results_released', results: given.results },
    ]);
    expect(released.results).toBe(given.results);
    expect(released.room).toMatchObject({ status: 'ended', revealStep: 3 });
  });

  it('moves the reveal on for the organiser, keeping the results', () => {
    const ended = {
      ...given.admin,
      room: { ...given.room, status: 'ended' as const },
      results: given.results,
    };
    const state = applyAdminEvents(ended, [{ type: 'reveal_progressed', revealStep: 4 }]);
    expect(state.room.revealStep).toBe(4);
    expect(state.results).toBe(given.results);
  });
});

describe('a public screen', () => {
  const turnout = { ballots: 2, participants: 5, contestants: 1 };
  const publicSnapshot: PublicSnapshot = {
    type: 'snapshot',
    protocolVersion: PROTOCOL_VERSION,
    version: 3,
    role: 'public',
    room: given.room,
    contestants: [given.contestant('a', 1)],
    awards: [given.overall],
    results: null,
    totals: turnout,
  };
  const start: PublicRoomState = publicStateFrom(publicSnapshot);

  it('starts from the public snapshot: room, contestants, results and turnout', () => {
    expect(start).toEqual({
      room: given.room,
      contestants: [given.contestant('a', 1)],
      awards: [given.overall],
      results: null,
      totals: turnout,
    });
  });

  it('starts with no turnout from a participant snapshot, which carries none', () => {
    const { totals: _, ...rest } = publicSnapshot;
    const participantSnapshot: ParticipantSnapshot = {
      ...rest,
      role: 'participant',
      participantId: 'voter_1',
    };
    expect(publicStateFrom(participantSnapshot).totals).toEqual({
      ballots: 0,
      participants: 0,
      contestants: 0,
    });
  });

  it('follows turnout, contestants, the end, the reveal and released results', () => {
    const state = applyPublicEvents(start, [
      { type: 'totals', totals: { ballots: 3, participants: 5, contestants: 1 } },
      { type: 'contestant_added', contestant: given.contestant('b', 2) },
      { type: 'room_status', status: 'ended' },
      { type: 'hold_results_changed', holdResults: true },
      { type: 'reveal_progressed', revealStep: 3 },
      { type: 'results_released', results: given.results },
    ]);
    expect(state.totals).toEqual({ ballots: 3, participants: 5, contestants: 1 });
    expect(state.contestants.map((c) => c.id)).toEqual(['a', 'b']);
    expect(state.room).toMatchObject({ status: 'ended', holdResults: true, revealStep: 3 });
    expect(state.results).toBe(given.results);
  });

  it("takes a screen's staged results as the reveal shows them, and keeps out screen links' changes", () => {
    const staged = { ...given.results, winnerId: null };
    const state = applyPublicEvents(start, [
      { type: 'results_held', results: staged },
      { type: 'reveal_progressed', revealStep: 1 },
      { type: 'staged_results', results: given.results },
      { type: 'screens_changed', revokedId: 's1' },
    ]);
    expect(state.results).toBe(given.results);
    expect(state.room).toMatchObject({ status: 'ended', revealStep: 1 });
  });

  it('takes the results published to everyone', () => {
    expect(
      applyPublicEvents(start, [{ type: 'results_published', results: given.results }]).results,
    ).toBe(given.results);
  });

  it('holds no names or ballots, whatever events reach it', () => {
    expect(applyPublicEvents(start, given.whoJoinedAndVoted)).toBe(start);
  });
});
