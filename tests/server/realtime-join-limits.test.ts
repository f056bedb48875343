import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { useHarness } from './support/harness.ts';
import { closeOf, isParticipantSnapshot } from './support/realtime-messages.ts';
import {
  isRefused,
  joinedOn,
  joinMessage,
  participantsIn,
  refusedOn,
} from './support/socket-joins.ts';
import { stalledJoin } from './support/stalled-join.ts';
import { databaseKinds } from './support/test-database.ts';

describe.each(databaseKinds)('a join on the socket within the node’s limits [%s]', (kind) => {
  // Four calls without a secret from one address a minute; refusals sent at once.
  const h = useHarness(kind, {
    limits: { ...DEFAULT_LIMITS, windowSeconds: 60, publicPerAddress: 4, refusalDelayMs: 0 },
  });

  it('counts against its address with the join request, and is refused 429 past it', async () => {
    const { room } = await h.setUpRoom();
    // Two join requests and two joins on sockets: the address's four.
    for (const name of ['Ada', 'Bo']) {
      expect((await h.api.join({ code: room.code, name })).status).toBe(201);
    }
    for (const name of ['Cy', 'Di']) {
      const client = await h.open();
      client.send(joinMessage({ code: room.code, name }));
      await client.waitFor(isParticipantSnapshot);
    }
    const client = await h.open();
    client.send(joinMessage({ code: room.code, name: 'Ed' }));
    const refused = await refusedOn(client);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'rate_limited', message: ERRORS.rateLimited });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(await participantsIn(h, room.id)).toBe(4);
    // And the request after it is refused too: one count for both.
    expect((await h.api.join({ code: room.code, name: 'Flo' })).status).toBe(429);
  });
});

describe.each(databaseKinds)('a join on the socket while the node sheds load [%s]', (kind) => {
  const h = useHarness(kind, { limits: { ...DEFAULT_LIMITS, requestsInFlight: 1 } });

  it('is refused 503 with Retry-After while the requests in flight are at the cap', async () => {
    const { room } = await h.setUpRoom();
    const stalled = await stalledJoin(h.server);
    const client = await h.open();
    try {
      client.send(joinMessage({ code: room.code, name: 'Ada' }));
      const refused = await refusedOn(client);
      expect(refused.status).toBe(503);
      expect(refused.error).toMatchObject({ code: 'unavailable', message: ERRORS.unavailable });
      expect(refused.retryAfter).toBe(1);
      expect(await participantsIn(h, room.id)).toBe(0);
    } finally {
      stalled.destroy();
    }
    // Its place given back, the same socket joins.
    await expect
      .poll(async () => {
        const from = client.messages.length;
        client.send(joinMessage({ code: room.code, name: 'Ada' }));
        const answer = await client.waitFor((m) => isParticipantSnapshot(m) || isRefused(m), {
          from,
        });
        return answer.type;
      })
      .toBe('snapshot');
    expect(await participantsIn(h, room.id)).toBe(1);
  });
});

describe.each(databaseKinds)('a socket a participant joined on [%s]', (kind) => {
  const h = useHarness(kind, { limits: { ...DEFAULT_LIMITS, socketsPerSecret: 1 } });

  it('holds its socket as one of the participant’s own', async () => {
    const { room } = await h.setUpRoom();
    const joinedOnSocket = await h.open();
    joinedOnSocket.send(joinMessage({ code: room.code, name: 'Ada' }));
    const { participantToken } = await joinedOn(joinedOnSocket);
    await joinedOnSocket.waitFor(isParticipantSnapshot);
    const second = await h.subscribe(room.id, participantToken);
    expect(await closeOf(second)).toEqual(CLOSE.rateLimited);
  });
});
