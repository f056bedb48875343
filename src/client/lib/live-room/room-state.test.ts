import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import {
  admin,
  ballot,
  contestant,
  overall,
  results,
  room,
  whoJoinedAndVoted,
} from './room-state.test-support.ts';
import { applyParticipantEvents } from './room-state.ts';
import { applyAdminEvents } from './room-state-admin.ts';

describe('applyAdminEvents', () => {
  it("drops a removed participant's ballot from the recent activity", () => {
    const voted = applyAdminEvents(admin, [
      { type: 'ballot_saved', ballot: ballot(1) },
      { type: 'ballot_saved', ballot: ballot(2) },
    ]);
    expect(voted.recentBallots.map((b) => b.participantId)).toEqual(['voter_2', 'voter_1']);
    const removed = applyAdminEvents(voted, [
      { type: 'participant_removed', participantId: 'voter_1' },
    ]);
    expect(removed.recentBallots.map((b) => b.participantId)).toEqual(['voter_2']);
  });

  it('keeps the 10 newest ballots, one per participant, newest first', () => {
    const events = Array.from({ length: 12 }, (_, i) => ({
      type: 'ballot_saved' as const,
      ballot: ballot(i + 1),
    }));
    const state = applyAdminEvents(admin, [
      ...events,
      { type: 'ballot_saved', ballot: ballot(5, 'again') },
    ]);
    expect(state.recentBallots.map((b) => b.participantId)).toEqual([
      'voter_5',
      'voter_12',
      'voter_11',
      'voter_10',
      'voter_9',
      'voter_8',
      'voter_7',
      'voter_6',
      'voter_4',
      'voter_3',
    ]);
    const deleted = applyAdminEvents(state, [
      { type: 'ballot_deleted', participantId: 'voter_5', awardId: 'overall' },
    ]);
    expect(deleted.recentBallots.some((b) => b.participantId === 'voter_5')).toBe(false);
  });

  it('takes the totals, contestants, status and results from the events', () => {
    const state = applyAdminEvents(admin, [
      { type: 'contestant_added', contestant: contestant('b', 2) },
      { type: 'contestant_added', contestant: contestant('b', 2) },
      { type: 'totals', totals: { ballots: 3, participants: 4, contestants: 2 } },
      { type: 'results_published', results },
    ]);
    expect(state.contestants.map((c) => c.id)).toEqual(['a', 'b']);
    expect(state.totals).toEqual({ ballots: 3, participants: 4, contestants: 2 });
    expect(state.results).toBe(results);
    expect(state.room.status).toBe('ended');
  });

  it("follows the room's language", () => {
    const state = applyAdminEvents(admin, [{ type: 'language_changed', language: 'ar' }]);
    expect(state.room.language).toBe('ar');
  });
});

describe('applyParticipantEvents', () => {
  it('applies contestants in order, the ended status and the results', () => {
    const participantView = {
      room,
      contestants: [contestant('b', 2)],
      awards: [overall],
      results: null,
    };
    const state = applyParticipantEvents(participantView, [
      { type: 'contestant_added', contestant: contestant('a', 1) },
      { type: 'room_status', status: 'ended' },
    ]);
    expect(state.contestants.map((c) => c.id)).toEqual(['a', 'b']);
    expect(state.room.status).toBe('ended');
    expect(state.results).toBeNull();
    expect(applyParticipantEvents(state, [{ type: 'results_published', results }]).results).toBe(
      results,
    );
  });
});

describe('contestant edits, removals and reordering', () => {
  const three = { room, contestants: [contestant('a', 1), contestant('b', 2), contestant('c', 3)] };
  const participantView = { ...three, awards: [overall], results: null };

  it('replaces an edited contestant in place, for the organiser and for participants', () => {
    const edited = { ...contestant('b', 2), name: 'Bee', imageUrl: '/api/images/b-2.webp' };
    const event = { type: 'contestant_updated', contestant: edited } as const;
    for (const state of [
      applyParticipantEvents(participantView, [event]),
      applyAdminEvents({ ...admin, ...three }, [event]),
    ]) {
      expect(state.contestants.map((c) => c.name)).toEqual(['a', 'Bee', 'c']);
      expect(state.contestants[1]?.imageUrl).toBe('/api/images/b-2.webp');
    }
  });

  it('drops a removed contestant, and ignores a removal it has already applied', () => {
    const once = applyParticipantEvents(participantView, [
      { type: 'contestant_removed', contestantId: 'b' },
    ]);
    expect(once.contestants.map((c) => c.id)).toEqual(['a', 'c']);
    const twice = applyParticipantEvents(once, [{ type: 'contestant_removed', contestantId: 'b' }]);
    expect(twice.contestants).toBe(once.contestants);
  });

  it('follows a new order, and a contestant added afterwards still comes last', () => {
    const reordered = applyParticipantEvents(participantView, [
      { type: 'contestants_reordered', contestantIds: ['c', 'a', 'b'] },
    ]);
    expect(reordered.contestants.map((c) => [c.id, c.orderIndex])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    const added = applyParticipantEvents(reordered, [
      { type: 'contestant_added', contestant: contestant('d', 4) },
    ]);
    expect(added.contestants.map((c) => c.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('keeps contestants a reorder does not name after the ones it does', () => {
    const reordered = applyParticipantEvents(participantView, [
      { type: 'contestants_reordered', contestantIds: ['b'] },
    ]);
    expect(reordered.contestants.map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });

  it('gives the tables Number tables gave, in the order named, and none to a contestant it did not name', () => {
    const before = {
      ...participantView,
      contestants: [
        contestant('a', 1),
        { ...contestant('b', 2), tableNumber: 9 },
        contestant('c', 3),
      ],
    };
    const event: RoomEvent = { type: 'tables_numbered', contestantIds: ['b', 'a'] };
    for (const state of [
      applyParticipantEvents(before, [event]),
      applyAdminEvents({ ...admin, ...before }, [event]),
    ]) {
      expect(state.contestants.map((c) => [c.id, c.orderIndex, c.tableNumber])).toEqual([
        ['a', 1, 2],
        ['b', 2, 1],
        ['c', 3, null],
      ]);
    }
  });

  it('leaves a participant untouched by admin-only events', () => {
    const state = applyParticipantEvents(participantView, [
      ...whoJoinedAndVoted,
      { type: 'totals', totals: { ballots: 1, participants: 1, contestants: 3 } },
    ]);
    expect(state).toBe(participantView);
  });
});
