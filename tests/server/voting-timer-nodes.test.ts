import { expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { TIMER_MIN_SECONDS } from '#shared/voting-timer.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { setUpRoom } from './support/room-setup.ts';
import { describeOnNodes } from './support/server-nodes.ts';
import { endingsOf } from './support/voting-endings.ts';

describeOnNodes(
  'the timer on two server processes',
  // The node that lost the race to end voting says nothing, not even a warning.
  { count: 2, quietFrom: 'warn', sockets: 'closed first' },
  (cluster) => {
    const { nodes, clients } = cluster;

    it('ends voting exactly once: one results row, one audit entry, results once on every socket', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB || !cluster.database) throw new Error('nodes did not start');
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

      const db = await openDatabase(cluster.database.options);
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
