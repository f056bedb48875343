import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import type { Ballot } from '#shared/api.ts';
import { isUnreachable, ranksExactly } from './ballot-delivery.ts';

function ballotOf(...ids: string[]): Ballot {
  return {
    id: 'b',
    roomId: 'r',
    awardId: 'overall',
    participantId: 'p',
    participantName: 'Wren',
    // Out of order on purpose: rank decides, not position.
    rankings: ids
      .map((contestantId, index) => ({ contestantId, rank: index + 1, points: 3 - index }))
      .reverse(),
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
}

describe('ranksExactly', () => {
  it('knows a ballot that already holds the ranking, so it is not sent twice', () => {
    expect(ranksExactly(ballotOf('a', 'b'), ['a', 'b'])).toBe(true);
  });

  it('tells a different order, a different length and no ballot apart', () => {
    expect(ranksExactly(ballotOf('a', 'b'), ['b', 'a'])).toBe(false);
    expect(ranksExactly(ballotOf('a', 'b'), ['a'])).toBe(false);
    expect(ranksExactly(null, ['a'])).toBe(false);
  });
});

describe('isUnreachable', () => {
  it('is a failed connection, never a refusal', () => {
    expect(isUnreachable(new ApiError(0, 'unreachable', 'Could not reach VibeRank.'))).toBe(true);
    expect(isUnreachable(new ApiError(409, 'room_ended', 'ended'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });
});
