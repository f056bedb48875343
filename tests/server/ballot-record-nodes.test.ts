import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { joinAs, setUpRoom } from './support/room-setup.ts';
import { startNodes } from './support/server-nodes.ts';
import type { TestDatabase } from './support/test-database.ts';
import type { TestServer } from './support/test-server.ts';

// Gated on a PostgreSQL server existing: two nodes need a shared database.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the ballot record on two nodes [postgres]', () => {
  let database: TestDatabase | undefined;
  let nodes: TestServer[] = [];

  beforeAll(async () => {
    ({ database, nodes } = await startNodes({ count: 2, as: 'in-process' }));
  });

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.drop();
  });

  it('is the same bytes from either node, and a receipt checks the same on both', async () => {
    const [nodeA, nodeB] = nodes;
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const setup = await setUpRoom(nodeA.api, { contestants: 3 });
    const roomId = setup.room.id;
    const ids = setup.contestants.map((c) => c.id);
    const receipts: string[] = [];
    for (const [i, api] of [nodeA.api, nodeB.api, nodeA.api].entries()) {
      const voter = await joinAs(api, setup.room.code, `Voter ${i + 1}`);
      const voted = await api.rank(roomId, voter.token, i === 1 ? ids.slice(1) : ids);
      receipts.push(voted.body.ballot?.receipt ?? '');
    }
    expect((await nodeB.api.finish(roomId, setup.adminToken)).status).toBe(200);
    const read = async (node: TestServer) => {
      const response = await node.api.fetch(routes.ballotRecord.url({ roomId }), {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const [fromA, fromB] = [await read(nodeA), await read(nodeB)];
    expect(fromB).toBe(fromA);
    expect(JSON.parse(fromA).record.awards[0].ballots).toHaveLength(3);
    for (const receipt of receipts) {
      const onA = await nodeA.api.record.check(roomId, { receipt });
      const onB = await nodeB.api.record.check(roomId, { receipt });
      expect(onA.status).toBe(200);
      expect(onB.body).toEqual(onA.body);
      expect(onA.body.awards[0]?.ballot?.receipt).toBe(receipt);
    }
  });
});
