import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { findHaproxy } from '../../scripts/launch/cluster/haproxy.ts';
import { asAdministrator } from './support/as-administrator.ts';
import { useClusterBehindHaproxy } from './support/behind-haproxy.ts';

/** HAProxy's idle timeout for the phones' connections, in the test: short, to see it close one. */
const KEEP_ALIVE_SECONDS = 2;
/** What a node answers when it cannot take a request now, word for word. */
const NODES_UNAVAILABLE = {
  error: { code: 'unavailable', message: ERRORS.unavailable, reason: 'unavailable', values: {} },
};

const haproxyHere = findHaproxy() !== undefined || process.env.CI === 'true';

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** Sent on a connection that had carried a request before. */
  reused: boolean;
};

/**
 * One client's keep-alive connection to HAProxy (Node's agent keeps it, and
 * drops it as the Keep-Alive header says): a phone's requests, one after another.
 */
class KeepAliveClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly base: string) {}

  send(method: string, path: string, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.base}${path}`, { method, agent: this.agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as unknown) : undefined,
            reused: request.reusedSocket,
          }),
        );
      });
      request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.on('error', reject);
      if (body !== undefined) request.setHeader('content-type', 'application/json');
      request.end(body);
    });
  }

  /** Resolves with how long after now the connection it keeps is closed (by HAProxy). */
  closedAfter(): Promise<number> {
    const sockets = Object.values(this.agent.freeSockets).flat();
    const socket = sockets[0];
    if (sockets.length !== 1 || !socket) throw new Error('the client keeps no idle connection');
    const from = performance.now();
    return new Promise((resolve) => socket.once('close', () => resolve(performance.now() - from)));
  }

  close(): void {
    this.agent.destroy();
  }
}

/** HAProxy's own 503 when no node is up: the nodes' words, Retry-After, and the connection kept. */
function expectNodesUnavailable(answer: Answer): void {
  expect(answer.reused).toBe(true);
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(NODES_UNAVAILABLE);
  expect(answer.headers['retry-after']).toBe('2');
  expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
}

describe.runIf(haproxyHere && process.env.TEST_DATABASE_URL)(
  'what HAProxy answers a phone’s keep-alive connection [postgres]',
  () => {
    const behind = useClusterBehindHaproxy({
      nodes: 2,
      haproxyEnv: { VIBERANK_LB_KEEP_ALIVE_SECONDS: String(KEEP_ALIVE_SECONDS) },
    });
    const clients: KeepAliveClient[] = [];
    const client = () => {
      const opened = new KeepAliveClient(behind().cluster.url);
      clients.push(opened);
      return opened;
    };
    afterAll(() => {
      for (const opened of clients) opened.close();
    });

    it('says in Keep-Alive the idle timeout after which HAProxy closes the connection', async () => {
      const phone = client();
      const answer = await phone.send('GET', routes.publicAddress.url());
      expect(answer.status).toBe(200);
      // The node says 72 s, for HAProxy's own connection to it; the phone is told HAProxy's.
      expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
      const closedAfter = await phone.closedAfter();
      expect(closedAfter).toBeGreaterThan(KEEP_ALIVE_SECONDS * 1000 - 1500);
      expect(closedAfter).toBeLessThan(KEEP_ALIVE_SECONDS * 1000 + 1500);
      // HAProxy's own answers say it too.
      const own = await phone.send('GET', '/metrics');
      expect(own.status).toBe(404);
      expect(own.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
    });

    it('answers the nodes’ 503 with Retry-After on a reused connection while PostgreSQL is away', async () => {
      const { cluster, databaseUrl } = behind();
      const phone = client();
      expect((await phone.send('GET', routes.publicAddress.url())).status).toBe(200);
      const database = new URL(databaseUrl).pathname.slice(1);
      try {
        // As in a restart: new connections refused, the nodes' own dropped.
        await asAdministrator(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
        await asAdministrator(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`,
        );
        await Promise.all([cluster.waitForStatus(0, 'DOWN'), cluster.waitForStatus(1, 'DOWN')]);
        expectNodesUnavailable(await phone.send('GET', routes.publicAddress.url()));
        expectNodesUnavailable(
          await phone.send('POST', routes.createRoom.path, '{"name":"Late","title":"Too late"}'),
        );
        expectNodesUnavailable(await phone.send('GET', routes.roomByCode.url({ code: 'ABCDEF' })));
      } finally {
        await asAdministrator(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      }
      await Promise.all([cluster.waitForStatus(0, 'UP'), cluster.waitForStatus(1, 'UP')]);
      expect((await phone.send('GET', routes.publicAddress.url())).status).toBe(200);
    });

    it('answers 503 with Retry-After on a reused connection while every node drains, and once all have stopped', async () => {
      const { cluster } = behind();
      const phone = client();
      expect((await phone.send('GET', routes.publicAddress.url())).status).toBe(200);
      const exits = [cluster.kill(0, 'SIGTERM'), cluster.kill(1, 'SIGTERM')];
      const answers: Answer[] = [];
      // Those sent once HAProxy was seen to count both nodes out: its own answers.
      const afterOut: Answer[] = [];
      let out = 0;
      // Until HAProxy has counted both out, and a few more: at most 300 requests, or 20 s.
      const deadline = Date.now() + 20_000;
      for (let n = 0; n < 300 && out < 5 && Date.now() < deadline; n++) {
        const answer = await phone.send('GET', routes.publicAddress.url());
        answers.push(answer);
        if (out > 0) afterOut.push(answer);
        const stats = await cluster.serverStats();
        if ([...stats.values()].every((server) => server.status === 'DOWN')) out += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(out).toBe(5);
      await Promise.all(exits);
      // Never an empty answer or a closed connection: once the nodes have
      // heard SIGTERM, their 503 while they drain, then HAProxy's.
      const first = answers.findIndex((answer) => answer.status !== 200);
      expect(first).toBeGreaterThanOrEqual(0);
      for (const answer of answers.slice(first)) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('2');
        expect(answer.body).toMatchObject({ error: { code: 'unavailable' } });
      }
      expect(afterOut).toHaveLength(4);
      for (const answer of afterOut) expectNodesUnavailable(answer);
    });
  },
);
