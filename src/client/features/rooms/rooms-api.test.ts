import { afterEach, describe, expect, it, vi } from 'vitest';
import { roomsApi } from './rooms-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('roomsApi', () => {
  it('joins with the code and name, and no token', async () => {
    const joined = { participant: { id: 'p1', name: 'Ada' }, participantToken: 'tok' };
    const fetch = vi.fn(async () => Response.json(joined, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await expect(roomsApi.joinRoom({ code: 'ABCDEFGHIJ', name: 'Ada' })).resolves.toEqual(joined);
    expect(fetch).toHaveBeenCalledWith('/api/rooms/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'ABCDEFGHIJ', name: 'Ada' }),
    });
  });
});
