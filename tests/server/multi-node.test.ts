import pg from 'pg';
import { expect, it } from 'vitest';
import { ACTIVITY_INTERVAL_MS, ROOM_EVENTS_CHANNEL } from '#server/events/room-events.ts';
import type { Ballot } from '#shared/api.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import {
  closedWithin,
  eventsOf,
  expectVersionChain,
  isAdminSnapshot,
  withEvent,
} from './support/realtime-messages.ts';
import { adminsCopy, setUpRoom } from './support/room-setup.ts';
import { describeOnNodes } from './support/server-nodes.ts';

describeOnNodes(
  'realtime across two server processes',
  { count: 2, quietFrom: 'error', sockets: 'closed by the shutdown' },
  (cluster) => {
    const { nodes, clients } = cluster;

    it('starts two nodes on one fresh database at the same time', async () => {
      expect(nodes).toHaveLength(2);
      for (const node of nodes) {
        const health = await node.api.fetch(routes.health.url());
        expect(health.status).toBe(200);
        expect(await health.json()).toStrictEqual({ ok: true });
      }
      expect(nodes[0]?.baseUrl).not.toBe(nodes[1]?.baseUrl);
    });

    it('carries room changes between an admin on node A and a participant on node B', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('nodes did not start');
      const apiA = nodeA.api;
      const apiB = nodeB.api;
      const setup = await setUpRoom(apiA, { contestants: 2 });
      const roomId = setup.room.id;

      const admin = await RealtimeClient.subscribe(nodeA.wsUrl, roomId, setup.adminToken);
      clients.push(admin);
      await admin.waitFor((m) => m.type === 'snapshot');

      // A participant joins through B: the admin on A hears of it, as the count of participants.
      const joined = await apiB.join({ code: setup.room.code, name: 'Bea on B' });
      expect(joined.status).toBe(201);
      const participantId = joined.body.participant.id;
      const joinUpdate = await admin.waitFor(
        withEvent('totals', (e) => e.totals.participants === 1),
      );
      expect(joinUpdate.events).toEqual([
        { type: 'totals', totals: { ballots: 0, participants: 1, contestants: 2 } },
      ]);

      const participant = await RealtimeClient.subscribe(
        nodeB.wsUrl,
        roomId,
        joined.body.participantToken,
      );
      clients.push(participant);
      const snapshot = await participant.waitFor((m) => m.type === 'snapshot');
      expect(snapshot).toMatchObject({
        role: 'participant',
        participantId,
        version: joinUpdate.version,
      });
      expect(snapshot.contestants).toEqual(setup.contestants);

      // The participant votes through B: the admin on A sees the ballot and the totals.
      const saved = await apiB.rank(roomId, joined.body.participantToken, [
        setup.contestants[1]?.id ?? '',
      ]);
      expect(saved.status).toBe(200);
      const savedUpdate = await admin.waitFor(withEvent('ballot_saved'));
      expect(savedUpdate.events).toEqual([
        { type: 'ballot_saved', ballot: adminsCopy(saved.body.ballot) },
        { type: 'totals', totals: { ballots: 1, participants: 1, contestants: 2 } },
      ]);

      // The admin adds a contestant on A: the participant on B sees it.
      const added = await apiA.addContestant(roomId, setup.adminToken, {
        name: 'Late',
        blurb: 'l',
      });
      expect(added.status).toBe(201);
      const addedUpdate = await participant.waitFor(withEvent('contestant_added'));
      expect(addedUpdate.events).toEqual([
        { type: 'contestant_added', contestant: added.body.contestant },
      ]);

      // The admin finishes on A: the participant on B gets the same results.
      const finished = await apiA.finish(roomId, setup.adminToken);
      expect(finished.status).toBe(200);
      expect(finished.body.results.winnerId).toBe(setup.contestants[1]?.id);
      const ended = await participant.waitFor(withEvent('results_published'));
      expect(ended.events).toEqual([
        { type: 'room_status', status: 'ended' },
        { type: 'results_published', results: finished.body.results },
      ]);
      const adminEnded = await admin.waitFor(withEvent('results_published'));
      expect(adminEnded.version).toBe(ended.version);

      const participantEvents = eventsOf(participant);
      expect(participantEvents.map((e) => e.type)).toEqual([
        'contestant_added',
        'room_status',
        'results_published',
      ]);
      expectVersionChain(admin.messages);
      expectVersionChain(participant.messages);
    });

    it('closes a removed participant with 4410 when its removal reaches a node only as a notice without events', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB || !cluster.database?.url) throw new Error('nodes did not start');
      const apiA = nodeA.api;
      const setup = await setUpRoom(apiA, { contestants: 1, participants: 2 });
      const roomId = setup.room.id;
      const [gone, stays] = setup.participants;
      if (!gone || !stays) throw new Error('participants were not set up');
      const admin = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, setup.adminToken);
      const removed = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, gone.token);
      const staying = await RealtimeClient.subscribe(nodeB.wsUrl, roomId, stays.token);
      clients.push(admin, staying);
      for (const client of [admin, removed, staying]) {
        await client.waitFor((m) => m.type === 'snapshot');
      }

      // The removal commits, and the nodes hear of it as a change too large to
      // notify would reach them: its version, without its events.
      const sql = new pg.Client({ connectionString: cluster.database.url });
      await sql.connect();
      try {
        await sql.query('begin');
        const { rows } = await sql.query<{ version: number }>(
          'update rooms set version = version + 1 where id = $1 returning version',
          [roomId],
        );
        await sql.query('delete from room_participants where room_id = $1 and id = $2', [
          roomId,
          gone.id,
        ]);
        const notice = { roomId, version: rows[0]?.version, events: null };
        await sql.query('select pg_notify($1, $2)', [ROOM_EVENTS_CHANNEL, JSON.stringify(notice)]);
        await sql.query('commit');
      } finally {
        await sql.end();
      }

      expect(await closedWithin(removed, 2000)).toEqual(CLOSE.participantRemoved);
      expect(removed.messages.map((m) => m.type)).toEqual(['snapshot']);
      // Everyone else gets a fresh snapshot that shows the removal.
      const fresh = await admin.waitFor(isAdminSnapshot, { from: 1 });
      expect(fresh.totals.participants).toBe(1);
      await staying.waitFor((m) => m.type === 'snapshot', { from: 1 });
      expect(await closedWithin(staying, 200)).toBe('still open');
    });

    it('tells the other node of a run of ballots a few times, not once each, and its dashboard ends exact', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB || !cluster.database?.url) throw new Error('nodes did not start');
      const apiA = nodeA.api;
      const apiB = nodeB.api;
      // Within one address's joins per second (the last test: none before it this second).
      const voters = 20;
      const setup = await setUpRoom(apiA, { contestants: 3, participants: voters });
      const roomId = setup.room.id;
      const admin = await RealtimeClient.subscribe(nodeA.wsUrl, roomId, setup.adminToken);
      clients.push(admin);
      await admin.waitFor((m) => m.type === 'snapshot');

      // What travels between the nodes, as any node hears it.
      const listener = new pg.Client({ connectionString: cluster.database.url });
      await listener.connect();
      const announcements: number[] = [];
      listener.on('notification', (message) => {
        const change = JSON.parse(message.payload ?? '{}') as {
          roomId?: string;
          version?: unknown;
        };
        if (change.roomId === roomId && change.version === null) announcements.push(Date.now());
      });
      await listener.query(`LISTEN ${ROOM_EVENTS_CHANNEL}`);
      try {
        // One ballot after another through B: each its own write and commit.
        const started = Date.now();
        let last: Ballot | undefined;
        for (const [index, participant] of setup.participants.entries()) {
          const saved = await apiB.rank(roomId, participant.token, [
            setup.contestants[index % 3]?.id ?? '',
          ]);
          expect(saved.status).toBe(200);
          last = saved.body.ballot;
        }
        const elapsed = Date.now() - started;

        // A's dashboard ends with every ballot counted and the last one shown.
        await admin.waitFor(withEvent('totals', (e) => e.totals.ballots === voters));
        await admin.waitFor(withEvent('ballot_saved', (e) => e.ballot.id === last?.id));
        await new Promise((resolve) => setTimeout(resolve, 3 * ACTIVITY_INTERVAL_MS));
        expect(announcements.length).toBeGreaterThanOrEqual(1);
        expect(announcements.length).toBeLessThanOrEqual(
          Math.ceil(elapsed / ACTIVITY_INTERVAL_MS) + 2,
        );
        expect(announcements.length).toBeLessThan(voters);
      } finally {
        await listener.end();
      }
    });
  },
);
