import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { findHaproxy } from '../../scripts/launch/cluster/haproxy.ts';
import { type AnswerCutter, CutPlan, startAnswerCutter } from './support/answer-cutter.ts';
import { useClusterBehindHaproxy } from './support/behind-haproxy.ts';

const haproxyHere = findHaproxy() !== undefined || process.env.CI === 'true';
const newKey = () => randomBytes(16).toString('base64url');

/**
 * HAProxy sends a request again, to another node, when the node it chose
 * closed the connection without answering (`retry-on empty-response`): here
 * a node whose answer is lost after its COMMIT, as when it dies answering.
 * With the idempotency key, the second node answers what the first made.
 */
describe.runIf(haproxyHere && process.env.TEST_DATABASE_URL)(
  'a join and a new room sent again by HAProxy [postgres]',
  () => {
    const plan = new CutPlan();
    const relays: AnswerCutter[] = [];
    const behind = useClusterBehindHaproxy({
      nodes: 2,
      inFront: async ({ port }) => {
        const relay = await startAnswerCutter({ host: '127.0.0.1', port }, plan);
        relays.push(relay);
        return relay.port;
      },
    });
    afterAll(async () => {
      await Promise.all(relays.map((relay) => relay.close()));
    });

    const retriesSoFar = async () => {
      let total = 0;
      for (const row of (await behind().cluster.serverStats()).values()) total += row.redispatched;
      return total;
    };

    it('answers the join the first node made, and makes no second participant', async () => {
      const { api } = behind();
      const created = await api.createRoom({ name: 'Retry Hall', title: 'Once' }, newKey());
      expect(created.status).toBe(201);
      const { room, adminToken } = created.body;
      const retriesBefore = await retriesSoFar();

      plan.cutAnswers(1, `POST ${routes.joinRoom.path} `);
      const joined = await api.join({ code: room.code, name: 'Ada' }, newKey());
      expect(plan.cut).toBe(1);
      expect(joined.status).toBe(201);
      expect(await retriesSoFar()).toBeGreaterThan(retriesBefore);

      const listed = await api.participants(room.id, adminToken);
      expect(listed.status).toBe(200);
      expect(listed.body.matching).toBe(1);
      expect(listed.body.participants[0]?.id).toBe(joined.body.participant.id);
      // The token the second node handed out is the one the first made.
      const opened = await api.getRoom(room.id, joined.body.participantToken);
      expect(opened.status).toBe(200);
    });

    it('answers the room the first node made, and makes no second room', async () => {
      const { api } = behind();
      const cutBefore = plan.cut;
      const key = newKey();
      plan.cutAnswers(1, `POST ${routes.createRoom.path} `);
      const created = await api.createRoom({ name: 'Made Once', title: 'Once' }, key);
      expect(plan.cut).toBe(cutBefore + 1);
      expect(created.status).toBe(201);
      // Asked again by the phone itself: still that room, whichever node answers.
      const again = await api.createRoom({ name: 'Made Once', title: 'Once' }, key);
      expect(again.body.room.id).toBe(created.body.room.id);
      const opened = await api.getRoom(created.body.room.id, created.body.adminToken);
      expect(opened.status).toBe(200);
    });
  },
);
