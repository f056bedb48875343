import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import { ballotApi } from './ballot-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ballotApi', () => {
  it('submits the ranking in order, with the participant’s token, to the room’s ballot', async () => {
    const fetch = vi.fn(async () => Response.json({ ballot: { id: 'b1', rankings: [] } }));
    vi.stubGlobal('fetch', fetch);
    await ballotApi.submitBallot('room 1', 'tok', ['c2', 'c1'], 'overall');
    expect(fetch).toHaveBeenCalledWith('/api/rooms/room%201/ballot', {
      method: 'PUT',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: JSON.stringify({
        awardId: 'overall',
        rankings: [{ contestantId: 'c2' }, { contestantId: 'c1' }],
      }),
    });
  });
});

describe('every ballot call names its award', () => {
  it('names the award in a submit’s body, a reset’s query and a read’s query', async () => {
    const fetch = vi.fn(async () => Response.json({ ballot: { id: 'b1', rankings: [] } }));
    vi.stubGlobal('fetch', fetch);
    await ballotApi.submitBallot('r', 'tok', ['c1'], 'design');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot', {
      method: 'PUT',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: JSON.stringify({ awardId: 'design', rankings: [{ contestantId: 'c1' }] }),
    });
    fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    await ballotApi.resetBallot('r', 'tok', 'design');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot?awardId=design', {
      method: 'DELETE',
      headers: { authorization: 'Bearer tok' },
      body: undefined,
    });
    fetch.mockImplementation(async () => Response.json({ ballot: null, ballots: [] }));
    await readOwnBallots('r', 'tok', 'people');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot?awardId=people', {
      method: 'GET',
      headers: { authorization: 'Bearer tok' },
      body: undefined,
    });
  });

  it('shares one read among the reads made while it is on its way, per award', async () => {
    const ballots = [{ awardId: 'overall' }, { awardId: 'design', id: 'd' }];
    const fetch = vi.fn(async () => Response.json({ ballot: ballots[1], ballots }));
    vi.stubGlobal('fetch', fetch);
    const [one, two] = await Promise.all([
      readOwnBallots('r', 'tok', 'design'),
      readOwnBallots('r', 'tok', 'design'),
    ]);
    expect(one).toBe(two);
    expect(fetch).toHaveBeenCalledTimes(1);
    await readOwnBallots('r', 'tok', 'overall');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
