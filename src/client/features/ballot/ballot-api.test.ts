import { afterEach, describe, expect, it, vi } from 'vitest';
import { ballotApi, getAwardBallot } from './ballot-api.ts';

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

describe('ballotApi in a room of several awards', () => {
  it('names the award in a submit’s body and a reset’s query', async () => {
    const fetch = vi.fn(async () => Response.json({ ballot: { id: 'b1', rankings: [] } }));
    vi.stubGlobal('fetch', fetch);
    await ballotApi.submitBallot('r', 'tok', ['c1'], 'design');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot', {
      method: 'PUT',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: JSON.stringify({ rankings: [{ contestantId: 'c1' }], awardId: 'design' }),
    });
    fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    await ballotApi.resetBallot('r', 'tok', 'design');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot?awardId=design', {
      method: 'DELETE',
      headers: { authorization: 'Bearer tok' },
      body: undefined,
    });
    await ballotApi.resetBallot('r', 'tok');
    expect(fetch).toHaveBeenLastCalledWith('/api/rooms/r/ballot', expect.anything());
  });

  it('reads the ballot of the award asked for among the participant’s ballots', async () => {
    const ballots = [{ awardId: 'overall' }, { awardId: 'design', id: 'd' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ballot: ballots[0], ballots })),
    );
    expect(await getAwardBallot('r', 'tok', 'design')).toEqual(ballots[1]);
    expect(await getAwardBallot('r', 'tok', 'people')).toBeNull();
    expect(await getAwardBallot('r', 'tok')).toEqual(ballots[0]);
  });
});
