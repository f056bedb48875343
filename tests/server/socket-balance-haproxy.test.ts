import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { moveDelay } from '#shared/protocol/reconnect.ts';
import { findHaproxy } from '../../scripts/launch/cluster/haproxy.ts';
import { participantSockets } from '../../scripts/launch/cluster/node-sockets.ts';
import { useClusterBehindHaproxy } from './support/behind-haproxy.ts';
import { RealtimeClient } from './support/realtime-client.ts';

const METRICS_TOKEN = 'scrape-token-for-the-balance';
const PHONES = 30;
const haproxyHere = findHaproxy() !== undefined || process.env.CI === 'true';

/** A phone's socket through HAProxy that, as the web client does, reconnects at once when moved. */
class MovingPhone {
  readonly closes: number[] = [];
  /** Whether it holds an open socket that has had its snapshot. */
  holding = false;
  private client: RealtimeClient | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly roomId: string,
    private readonly token: string,
  ) {}

  async connect(): Promise<void> {
    const client = await RealtimeClient.subscribe(this.url, this.roomId, this.token);
    this.client = client;
    void client.closed.then(({ code }) => {
      this.holding = false;
      this.closes.push(code);
      if (code !== CLOSE.moved.code || this.stopped) return;
      setTimeout(() => void this.connect().catch(() => undefined), moveDelay());
    });
    await client.waitFor((m) => m.type === 'snapshot');
    this.holding = true;
  }

  stop(): void {
    this.stopped = true;
    this.client?.close();
  }
}

/** The phones' sockets each node holds, from its own /metrics. */
function phonesPerNode(urls: readonly string[]): Promise<number[]> {
  return Promise.all(urls.map((url) => participantSockets(url, METRICS_TOKEN)));
}

describe.runIf(haproxyHere && process.env.TEST_DATABASE_URL)(
  'the phones’ sockets across two nodes behind HAProxy [postgres]',
  () => {
    const behind = useClusterBehindHaproxy({
      nodes: 2,
      nodeEnv: { RATE_LIMIT: 'off', METRICS_TOKEN },
      haproxyEnv: { RATE_LIMIT: 'off' },
    });

    it('hands a node back in the rotation its share of the phones, and never moves the organiser', async () => {
      const { api, cluster, clients } = behind();
      const created = await api.createRoom({ name: 'Hack Night', title: 'Best vibe app' });
      expect(created.status).toBe(201);
      const roomId = created.body.room.id;
      const { code } = created.body.room;

      // Node 1 stops: every phone that arrives meanwhile is on node 2.
      expect(await cluster.kill(0, 'SIGTERM')).toEqual({ code: 0, signal: null });
      await cluster.waitForStatus(0, 'DOWN');
      const admin = await RealtimeClient.subscribe(
        cluster.realtimeUrl,
        roomId,
        created.body.adminToken,
      );
      clients.push(admin);
      await admin.waitFor((m) => m.type === 'snapshot');
      const phones: MovingPhone[] = [];
      for (let n = 0; n < PHONES; n++) {
        const joined = await api.join({ code, name: `Phone ${n}` });
        expect(joined.status).toBe(201);
        const phone = new MovingPhone(cluster.realtimeUrl, roomId, joined.body.participantToken);
        await phone.connect();
        phones.push(phone);
      }
      const urls = cluster.nodes.map((node) => node.url);
      try {
        expect((await phonesPerNode(urls.slice(1)))[0]).toBe(PHONES);

        // Node 1 is back: node 2 hands it phones until they are level.
        await cluster.restart(0);
        await cluster.waitForStatus(0, 'UP');
        const deadline = Date.now() + 45_000;
        let counts = await phonesPerNode(urls);
        while (Date.now() < deadline && (counts[0] ?? 0) < PHONES / 4) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          counts = await phonesPerNode(urls);
        }
        expect(counts[0]).toBeGreaterThanOrEqual(PHONES / 4);
        // Every phone is connected again with its snapshot, each moved at most with 4307.
        await expect
          .poll(() => phones.filter((phone) => phone.holding).length, { timeout: 10_000 })
          .toBe(PHONES);
        const settled = await phonesPerNode(urls);
        expect((settled[0] ?? 0) + (settled[1] ?? 0)).toBe(PHONES);
        const codes = new Set(phones.flatMap((phone) => phone.closes));
        expect([...codes]).toEqual([CLOSE.moved.code]);
        // The organiser's socket was never among them.
        expect(await Promise.race([admin.closed, Promise.resolve('open')])).toBe('open');
      } finally {
        for (const phone of phones) phone.stop();
      }
    }, 90_000);
  },
);
