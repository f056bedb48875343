import { describe, expect, it } from 'vitest';
import type { Ballot, Contestant, Results } from '#shared/api.ts';
import { RECENT_ACTIVITY_LIMIT } from '#shared/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { coalesceRoomEvents } from './coalesce.ts';

const roomId = '00000000-0000-4000-8000-000000000001';

function saved(participantId: string, firstChoice = 'c1'): RoomEvent {
  const ballot: Ballot = {
    id: `ballot-${participantId}`,
    roomId,
    awardId: 'award-1',
    participantId,
    participantName: `Name of ${participantId}`,
    judge: false,
    rankings: [{ contestantId: firstChoice, rank: 1, points: 3 }],
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  return { type: 'ballot_saved', ballot };
}

function deleted(participantId: string): RoomEvent {
  return { type: 'ballot_deleted', participantId, awardId: 'award-1' };
}

function totals(ballots: number): RoomEvent {
  return { type: 'totals', totals: { ballots, participants: 50, contestants: 3 } };
}

function removed(participantId: string): RoomEvent {
  return { type: 'participant_removed', participantId };
}

function contestantAdded(id: string): RoomEvent {
  const contestant: Contestant = {
    id,
    roomId,
    name: `Project ${id}`,
    blurb: 'A blurb',
    imageUrl: null,
    demoUrl: null,
    orderIndex: 1,
    tableNumber: null,
  };
  return { type: 'contestant_added', contestant };
}

const results: Results = {
  roomId,
  finalScores: [],
  winnerId: null,
  totalBallots: 0,
  awards: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('coalesceRoomEvents', () => {
  it('returns nothing for nothing', () => {
    expect(coalesceRoomEvents([])).toEqual([]);
  });

  it('keeps a single event of every kind as it is', () => {
    const events = [removed('v1'), saved('v1'), totals(1)];
    expect(coalesceRoomEvents(events)).toEqual(events);
  });

  it('keeps only the last word on each participant, at the position of that last word', () => {
    const firstA = saved('a', 'c1');
    const b = saved('b', 'c1');
    const secondA = saved('a', 'c2');
    const c = saved('c', 'c3');
    const thirdA = saved('a', 'c3');
    expect(coalesceRoomEvents([firstA, b, secondA, c, thirdA])).toEqual([b, c, thirdA]);
  });

  it('keeps only the final totals, where the final totals stood', () => {
    const events = [totals(1), saved('a'), totals(2), saved('b'), totals(3), removed('z')];
    expect(coalesceRoomEvents(events)).toEqual([saved('a'), saved('b'), totals(3), removed('z')]);
  });

  it(`keeps at most ${RECENT_ACTIVITY_LIMIT} saved ballots: the latest ones`, () => {
    const participants = Array.from({ length: RECENT_ACTIVITY_LIMIT + 5 }, (_, i) => `v${i}`);
    const kept = coalesceRoomEvents(participants.map((participant) => saved(participant)));
    expect(kept).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(kept).toEqual(participants.slice(5).map((participant) => saved(participant)));
  });

  it('applies the limit after keeping the last word per participant', () => {
    // 25 saves from 8 participants are 8 last words: all kept.
    const events: RoomEvent[] = [];
    for (let round = 0; round < 3; round++) {
      for (let v = 0; v < 8; v++) events.push(saved(`v${v}`, `c${round}`));
    }
    events.push(saved('v0', 'final'));
    const kept = coalesceRoomEvents(events);
    expect(kept).toHaveLength(8);
    expect(kept.at(-1)).toEqual(saved('v0', 'final'));
    expect(kept.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7].map((v) => saved(`v${v}`, 'c2')));
  });

  it('never drops deletions, removals or contestant events to respect the limit', () => {
    const events: RoomEvent[] = [];
    for (let v = 0; v < RECENT_ACTIVITY_LIMIT + 3; v++) {
      events.push(removed(`r${v}`), saved(`v${v}`), deleted(`gone${v}`));
    }
    events.push(contestantAdded('late'));
    const kept = coalesceRoomEvents(events);
    const count = (type: RoomEvent['type']) => kept.filter((e) => e.type === type).length;
    expect(count('ballot_saved')).toBe(RECENT_ACTIVITY_LIMIT);
    expect(count('ballot_deleted')).toBe(RECENT_ACTIVITY_LIMIT + 3);
    expect(count('participant_removed')).toBe(RECENT_ACTIVITY_LIMIT + 3);
    expect(kept.at(-1)).toEqual(contestantAdded('late'));
  });

  it('keeps the order of the events it does not merge', () => {
    const events: RoomEvent[] = [
      removed('v1'),
      contestantAdded('c9'),
      { type: 'participant_removed', participantId: 'v0' },
      removed('v2'),
      { type: 'room_status', status: 'ended' },
      { type: 'results_published', results },
    ];
    expect(coalesceRoomEvents(events)).toEqual(events);
  });

  it('keeps only the deletion when a participant saves and then resets', () => {
    const events = [saved('a'), saved('b'), totals(2), deleted('a'), totals(1)];
    expect(coalesceRoomEvents(events)).toEqual([saved('b'), deleted('a'), totals(1)]);
  });

  it('keeps only the new ballot when a participant resets and then saves again', () => {
    const events = [deleted('a'), totals(0), saved('a', 'c2'), totals(1)];
    expect(coalesceRoomEvents(events)).toEqual([saved('a', 'c2'), totals(1)]);
  });

  it('does not change the array it is given', () => {
    const events = [saved('a'), saved('a', 'c2'), totals(1), totals(2)];
    const copy = structuredClone(events);
    coalesceRoomEvents(events);
    expect(events).toEqual(copy);
  });
});
