import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { closedWithin, closeOf, withEvent } from './support/realtime-messages.ts';
import { setUpRoom } from './support/room-setup.ts';
import { startNodes } from './support/server-nodes.ts';
import type { TestDatabase } from './support/test-database.ts';
import type { TestServer } from './support/test-server.ts';

// Gated on a PostgreSQL server existing: two nodes need a shared database.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'revoking an organiser or a judge across two nodes [postgres]',
  () => {
    let database: TestDatabase | undefined;
    let nodes: TestServer[] = [];
    const clients: RealtimeClient[] = [];

    beforeAll(async () => {
      ({ database, nodes } = await startNodes({ count: 2, as: 'in-process' }));
    });

    afterAll(async () => {
      for (const client of clients) client.close();
      for (const node of nodes) await node.close();
      await database?.drop();
    });

    it('closes, on node B, the socket of an organiser revoked on node A', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('nodes did not start');
      const apiA = nodeA.api;
      const apiB = nodeB.api;
      const setup = await setUpRoom(apiA, { contestants: 1 });
      const roomId = setup.room.id;
      const invited = await apiA.admins.invite(roomId, setup.adminToken, {
        name: 'On B',
      });
      expect(invited.status).toBe(201);
      const secret = invited.body.adminToken;

      const onB = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, secret);
      const ownerOnB = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, setup.adminToken);
      clients.push(onB, ownerOnB);
      await onB.waitFor((m) => m.type === 'snapshot');
      await ownerOnB.waitFor((m) => m.type === 'snapshot');

      const revoked = await apiA.admins.revoke(roomId, setup.adminToken, invited.body.admin.id);
      expect(revoked.status).toBe(204);
      expect(await closeOf(onB)).toEqual(CLOSE.adminRevoked);
      await ownerOnB.waitFor(withEvent('admins_changed'));
      expect(await closedWithin(ownerOnB, 100)).toBe('still open');
      // Node B refuses the secret too: nothing there remembers it.
      expect((await apiB.getRoom(roomId, secret)).status).toBe(403);
      expect((await apiB.finish(roomId, secret)).status).toBe(403);
    });

    it('closes, on node B, the socket of a judge revoked on node A, and node B refuses the judge', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('nodes did not start');
      const setup = await setUpRoom(nodeA.api, { contestants: 1 });
      const roomId = setup.room.id;
      const invited = await nodeA.api.judges.invite(roomId, setup.adminToken, { name: 'Ada' });
      expect(invited.status).toBe(201);
      const secret = invited.body.judgeToken;
      const contestant = setup.contestants[0]?.id ?? '';
      expect((await nodeB.api.rank(roomId, secret, [contestant])).status).toBe(200);

      const judgeOnB = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, secret);
      clients.push(judgeOnB);
      await judgeOnB.waitFor((m) => m.type === 'snapshot');
      const revoked = await nodeA.api.judges.revoke(
        roomId,
        setup.adminToken,
        invited.body.judge.id,
      );
      expect(revoked.status).toBe(204);
      expect(await closeOf(judgeOnB)).toEqual(CLOSE.judgeRevoked);
      expect((await nodeB.api.rank(roomId, secret, [contestant])).status).toBe(403);
      expect((await nodeB.api.getBallot(roomId, secret)).status).toBe(403);
    });
  },
);
