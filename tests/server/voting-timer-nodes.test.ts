import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { TIMER_MIN_SECONDS } from '#shared/voting-timer.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { setUpRoom } from './support/room-setup.ts';
import { startNodes } from './support/server-nodes.ts';
import type { ServerProcess } from './support/server-process.ts';
import type { TestDatabase } from './support/test-database.ts';
import { endingsOf } from './support/voting-endings.ts';

// Gated on a PostgreSQL server existing: several nodes need a shared database.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the timer on two server processes [postgres]',
  () => {
    let database: TestDatabase | undefined;
    let nodes: ServerProcess[] = [];
    const clients: RealtimeClient[] = [];

    beforeAll(async () => {
      ({ database, nodes } = await startNodes({ count: 2, as: 'process' }));
    });

    afterAll(async () => {
      for (const client of clients) client.close();
      const exits = await Promise.all(nodes.map((node) => node.stop('SIGTERM')));
      await database?.drop();
      for (const node of nodes) {
        // Pino writes level 40 for warn, 50 for error and 60 for fatal: the node that lost says nothing.
        expect(node.output()).not.toMatch(/"level":(40|50|60)/);
      }
      expect(exits).toEqual(nodes.map(() => ({ code: 0, signal: null })));
    });

    it('ends voting exactly once: one results row, one audit entry, results once on every socket', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB || !database) throw new Error('nodes did not start');
      const apiA = nodeA.api;
      const { room, adminToken, contestants, participants } = await setUpRoom(apiA, {
        contestants: 2,
        participants: 1,
      });
      const voter = participants[0]?.token ?? '';
      expect((await apiA.rank(room.id, voter, [contestants[1]?.id ?? ''])).status).toBe(200);
      const sockets = await Promise.all([
        RealtimeClient.subscribe(nodeA.wsUrl, room.id, adminToken),
        RealtimeClient.subscribe(nodeB.wsUrl, room.id, adminToken),
        RealtimeClient.subscribe(nodeA.wsUrl, room.id, voter),
        RealtimeClient.subscribe(nodeB.wsUrl, room.id, voter),
        RealtimeClient.subscribe(nodeB.wsUrl, room.id, undefined),
      ]);
      clients.push(...sockets);
      for (const socket of sockets) await socket.waitFor((m) => m.type === 'snapshot');

      const started = await apiA.startTimer(room.id, adminToken, { seconds: TIMER_MIN_SECONDS });
      expect(started.status).toBe(200);
      // Node B heard of the timer: its sockets were told.
      await sockets[1]?.waitFor(withEvent('timer_changed'));
      for (const socket of sockets) {
        await socket.waitFor(withEvent('results_published'), {
          timeoutMs: TIMER_MIN_SECONDS * 1000 + 15_000,
        });
      }
      // Both nodes have had their turn: each logs the finish it made, and only one made it.
      await Promise.any(
        [nodeA, nodeB].map((node) => node.waitForOutput(/"msg":"voting finished"/)),
      );
      const finishes = [nodeA, nodeB].map(
        (node) => node.output().match(/"msg":"voting finished"/g)?.length ?? 0,
      );
      expect(finishes.reduce((a, b) => a + b, 0)).toBe(1);

      const db = await openDatabase(database.options);
      try {
        const { results, audit } = await endingsOf(db.db, room.id);
        expect(results).toHaveLength(1);
        expect(results[0]?.winnerId).toBe(contestants[1]?.id);
        expect(audit.map((entry) => entry.userId)).toEqual(['timer']);
      } finally {
        await db.close();
      }
      for (const socket of sockets) {
        expect(eventsOf(socket).filter((e) => e.type === 'results_published')).toHaveLength(1);
      }
      const after = await nodeB.api.getRoom(room.id, adminToken);
      expect(after.body.room).toMatchObject({ status: 'ended', votingEndsAt: null });
    });
  },
);
