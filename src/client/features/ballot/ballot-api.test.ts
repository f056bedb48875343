import { afterEach, describe, expect, it, vi } from 'vitest';
import { ballotApi } from './ballot-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ballotApi', () => {
  it('submits the ranking in order, with the participant’s token, to the room’s ballot', async () => {
    const fetch = vi.fn(async () => Response.json({ ballot: { id: 'b1', rankings: [] } }));
    vi.stubGlobal('fetch', fetch);
    await ballotApi.submitBallot('room 1', 'tok', ['c2', 'c1']);
    expect(fetch).toHaveBeenCalledWith('/api/rooms/room%201/ballot', {
      method: 'PUT',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: JSON.stringify({ rankings: [{ contestantId: 'c2' }, { contestantId: 'c1' }] }),
    });
  });
});
