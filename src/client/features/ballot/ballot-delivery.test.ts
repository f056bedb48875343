import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { ballotOf } from './ballot.test-support.ts';
import { deliverQueued, isUnreachable, ranksExactly } from './ballot-delivery.ts';

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

describe('deliverQueued in a room of several awards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads and sends the ranking in the award it was submitted in', async () => {
    const design = { ...ballotOf('a'), awardId: 'design', updatedAt: '2026-11-26T11:00:00.000Z' };
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Response.json({ ballot: { ...design, rankings: [] } })
        : Response.json({ ballot: design, ballots: [ballotOf('a'), design] }),
    );
    vi.stubGlobal('fetch', fetch);
    const delivery = await deliverQueued('r', 'tok', ['b'], design.updatedAt, 'design');
    expect(delivery.kind).toBe('sent');
    const read = fetch.mock.calls.find(([, init]) => init?.method === 'GET');
    expect(read?.[0]).toBe('/api/rooms/r/ballot?awardId=design');
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      rankings: [{ contestantId: 'b' }],
      awardId: 'design',
    });
  });

  it('leaves alone a ranking whose award’s ballot changed meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ballot: null, ballots: [ballotOf('a')] })),
    );
    // Its award holds no ballot of theirs now, though the ranking started from one.
    expect((await deliverQueued('r', 'tok', ['b'], 'then', 'design')).kind).toBe(
      'changed-elsewhere',
    );
  });
});
