import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoomApi } from './create-room-api.ts';
import { joinRequest } from './socket-join.ts';

afterEach(() => vi.unstubAllGlobals());

const KEY = 'k'.repeat(22);

describe('the join and new-room requests', () => {
  it('joins with the code and name, its idempotency key, and no token', async () => {
    const joined = { participant: { id: 'p1', name: 'Ada' }, participantToken: 'tok' };
    const fetch = vi.fn(async () => Response.json(joined, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await expect(joinRequest({ code: 'ABCDEFGHIJ', name: 'Ada' }, KEY)).resolves.toEqual(joined);
    expect(fetch).toHaveBeenCalledWith('/api/rooms/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': KEY },
      body: JSON.stringify({ code: 'ABCDEFGHIJ', name: 'Ada' }),
    });
  });

  it('creates a room with its idempotency key', async () => {
    const created = { room: { id: 'r1' }, adminToken: 'tok' };
    const fetch = vi.fn(async () => Response.json(created, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await createRoomApi.createRoom({ name: 'Hack Night', title: 'Best' }, KEY);
    expect(fetch).toHaveBeenCalledWith('/api/rooms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': KEY },
      body: JSON.stringify({ name: 'Hack Night', title: 'Best' }),
    });
  });
});
