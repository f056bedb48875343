import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '#server/db/listen-connection.ts';
import type { ServerMessage } from '#shared/protocol/messages.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import {
  eventsOf,
  expectVersionChain,
  isAdminSnapshot,
  versionOf,
  withEvent,
} from './support/realtime-messages.ts';
import { type JoinedParticipant, joinAs, must, setUpRoom } from './support/room-setup.ts';
import { type ServerNodes, startNodes } from './support/server-nodes.ts';
import type { TestServer } from './support/test-server.ts';

const BALLOTS = 500;

/** Runs `work` over the items, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(work));
}

function snapshotsIn(messages: readonly ServerMessage[]): number {
  return messages.filter((m) => m.type === 'snapshot').length;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the room change log across nodes [postgres]',
  () => {
    let cluster: ServerNodes<TestServer> | undefined;
    const clients: RealtimeClient[] = [];
    const sql = () => new pg.Client({ connectionString: must(cluster?.database.url) });

    beforeAll(async () => {
      cluster = await startNodes({ count: 4, as: 'in-process' });
    }, 60_000);

    afterAll(async () => {
      for (const client of clients) client.close();
      for (const node of cluster?.nodes ?? []) await node.app.close();
      await cluster?.database.drop();
    });

    it('brings a contestant removal that adjusts 500 ballots to four nodes whole and in order, without snapshots', async () => {
      const nodes = must(cluster).nodes;
      const [first] = nodes;
      if (!first) throw new Error('nodes did not start');
      const setup = await setUpRoom(first.api, { contestants: 3 });
      const roomId = setup.room.id;
      const [alpha, bravo, charlie] = setup.contestants.map((c) => c.id);
      if (!alpha || !bravo || !charlie) throw new Error('contestants were not added');

      const voters: JoinedParticipant[] = [];
      await inBatches(
        Array.from({ length: BALLOTS }, (_, n) => n),
        25,
        async (n) => {
          const api = must(nodes[n % nodes.length]).api;
          const voter = await joinAs(api, setup.room.code, `Voter ${n + 1}`);
          const ranked = await api.rank(roomId, voter.token, [bravo, alpha, charlie]);
          expect(ranked.status).toBe(200);
          voters.push(voter);
        },
      );

      // On every node: an organiser's dashboard and one voter's phone.
      const watching = await Promise.all(
        nodes.map(async (node, n) => {
          const voter = must(voters[n]);
          const admin = await RealtimeClient.subscribe(node.wsUrl, roomId, setup.adminToken);
          const phone = await RealtimeClient.subscribe(node.wsUrl, roomId, voter.token);
          clients.push(admin, phone);
          await admin.waitFor(isAdminSnapshot);
          await phone.waitFor((m) => m.type === 'snapshot');
          return { node, voter, admin, phone };
        }),
      );
      const before = must(versionOf(watching[0]?.admin.messages[0]));

      const removed = await first.api.removeContestant(roomId, setup.adminToken, alpha);
      expect(removed.status).toBe(204);
      // A small change right behind it must not overtake it on any node.
      const renamed = await first.api.updateContestant(roomId, setup.adminToken, charlie, {
        name: 'Charlie Two',
        blurb: 'Blurb 3',
      });
      expect(renamed.status).toBe(200);

      // The removal is far larger than one notification may be.
      const client = sql();
      await client.connect();
      const { rows } = await client.query<{ bytes: number }>(
        'select octet_length(events::text) as bytes from room_changes where room_id = $1 and version = $2',
        [roomId, before + 1],
      );
      await client.end();
      expect(must(rows[0]).bytes).toBeGreaterThan(8000);

      for (const { voter, admin, phone } of watching) {
        const renamed = withEvent('contestant_updated', (e) => e.contestant.name === 'Charlie Two');
        const renamedOnDashboard = await admin.waitFor(renamed);
        expect(renamedOnDashboard.version).toBe(before + 2);
        // The removal comes first: in an update of its own, or in one batch
        // with the rename when a busy node flushes both at once.
        const removal = must(admin.messages.find(withEvent('contestant_removed')));
        expect(removal.baseVersion).toBe(before);
        expect(removal.version).toBeGreaterThanOrEqual(before + 1);
        const order = eventsOf(admin).flatMap((e) =>
          e.type === 'contestant_removed' ||
          (e.type === 'contestant_updated' && e.contestant.name === 'Charlie Two')
            ? [e.type]
            : [],
        );
        expect(order).toEqual(['contestant_removed', 'contestant_updated']);
        expect(removal.events.find((e) => e.type === 'totals')).toMatchObject({
          totals: { ballots: BALLOTS, contestants: 2 },
        });
        expectVersionChain(admin.messages);
        expect(snapshotsIn(admin.messages)).toBe(1);

        // The phone's own ballot, adjusted, came in the removal's update.
        await phone.waitFor(withEvent('contestant_updated'));
        const adjusted = eventsOf(phone).find((e) => e.type === 'ballot_adjusted');
        expect(adjusted).toMatchObject({
          participantId: voter.id,
          contestantName: 'Project A',
          reason: 'removed',
        });
        expect(
          adjusted?.type === 'ballot_adjusted'
            ? adjusted.ballot?.rankings.map((r) => r.contestantId)
            : [],
        ).toEqual([bravo, charlie]);
        expectVersionChain(phone.messages);
        expect(snapshotsIn(phone.messages)).toBe(1);
      }
    }, 120_000);

    it('catches a node up on what it missed while its listening connection was down, before anything new', async () => {
      const nodes = must(cluster).nodes;
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('nodes did not start');
      const setup = await setUpRoom(nodeA.api, { contestants: 2, participants: 2 });
      const roomId = setup.room.id;
      const [alpha] = setup.contestants.map((c) => c.id);
      const voter = must(setup.participants[0]);
      const admin = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, setup.adminToken);
      const phone = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, voter.token);
      clients.push(admin, phone);
      const snapshot = await admin.waitFor(isAdminSnapshot);
      await phone.waitFor((m) => m.type === 'snapshot');

      // Every node's listening connection is cut, and none may come back yet;
      // the pools keep the connections they hold, so requests still succeed.
      const databaseName = new URL(must(cluster?.database.url)).pathname.slice(1);
      // Connected elsewhere: a database's own connection may not shut it.
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`alter database ${databaseName} allow_connections false`);
        const cut = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = $2`,
          [databaseName, LISTENER_NAME],
        );
        expect(cut.rowCount).toBe(nodes.length);

        const added = await nodeA.api.addContestant(roomId, setup.adminToken, {
          name: 'Delta',
          blurb: 'Late entry',
        });
        expect(added.status).toBe(201);
        const renamed = await nodeA.api.updateContestant(roomId, setup.adminToken, must(alpha), {
          name: 'Alpha Prime',
          blurb: 'Blurb 1',
        });
        expect(renamed.status).toBe(200);
        expect((await nodeA.api.rank(roomId, voter.token, [must(alpha)])).status).toBe(200);
        // Nothing reached node B while it could not listen.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(admin.messages).toHaveLength(1);
        // A screen that opens meanwhile gets a snapshot with both changes: the
        // older screens are still owed them.
        const newcomer = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, undefined);
        clients.push(newcomer);
        const fresh = await newcomer.waitFor((m) => m.type === 'snapshot');
        expect(fresh.version).toBe(snapshot.version + 2);
      } finally {
        await client.query(`alter database ${databaseName} allow_connections true`);
        await client.end();
      }

      // Back, node B tells its sockets the two changes it missed, as updates, in order.
      const caughtUp = await admin.waitFor(withEvent('contestant_updated'));
      expect(caughtUp.version).toBe(snapshot.version + 2);
      const told = eventsOf(admin).map((e) => e.type);
      expect(told.indexOf('contestant_added')).toBeGreaterThanOrEqual(0);
      expect(told.indexOf('contestant_added')).toBeLessThan(told.indexOf('contestant_updated'));
      expectVersionChain(admin.messages);
      expect(snapshotsIn(admin.messages)).toBe(1);
      await phone.waitFor(withEvent('contestant_updated'));
      expect(snapshotsIn(phone.messages)).toBe(1);
      // And the ballot cast meanwhile reaches the dashboard's counts.
      await admin.waitFor(
        (m) =>
          m.type === 'update' &&
          m.events.some((e) => e.type === 'totals' && e.totals.ballots === 1),
      );
    }, 60_000);
  },
);
