import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import {
  configWithServers,
  DEPLOY_CONFIG,
  findHaproxy,
  haproxyEnv,
  parseServerStats,
} from '../../scripts/launch/cluster/haproxy.ts';
import { HAPROXY_MISSING } from '../../scripts/launch/cluster/start-cluster.ts';
import {
  requestsWhileDraining,
  sessionsOf,
  useClusterBehindHaproxy,
} from './support/behind-haproxy.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { closedWithin } from './support/realtime-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, DEPLOY_CONFIG);
const config = readFileSync(configFile, 'utf8');
const run = promisify(execFile);
/** HAProxy's room creations an address may make a minute, in the test: small, to reach it. */
const ROOMS_PER_ADDRESS = 6;
/** The nodes' METRICS_TOKEN: with it a node serves /metrics on its own port. */
const METRICS_TOKEN = 'scrape-token-for-the-cluster';

/** HAProxy is a deployment's, not a newcomer's: CI installs it (.ci/run) and runs these. */
const haproxyHere = findHaproxy() !== undefined || process.env.CI === 'true';

/** `haproxy -c`: HAProxy's own verdict on a configuration, with this environment. */
async function haproxyCheck(file: string, env: NodeJS.ProcessEnv = process.env) {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING);
  return run(haproxy, ['-c', '-f', file], { env });
}

/** The value a `presetenv` line of the configuration gives a setting. */
function presetOf(name: string): string | undefined {
  return new RegExp(`^\\s*presetenv ${name}\\s+(\\S+)\\s*$`, 'm').exec(config)?.[1];
}

describe.runIf(haproxyHere)('deploy/haproxy.cfg', () => {
  it('is accepted by HAProxy, as production runs it and as npm run cluster does', async () => {
    await expect(haproxyCheck(configFile)).resolves.toMatchObject({ stderr: '' });
    const cluster = haproxyEnv({
      listen: '127.0.0.1:18080',
      statsListen: '127.0.0.1:18404',
      socket: '/tmp/viberank-check.sock',
      env: { RATE_LIMIT: 'off' },
    });
    await expect(haproxyCheck(configFile, cluster)).resolves.toMatchObject({ stderr: '' });
  });

  it('refuses in the nodes’ words and error shape, so the web client shows and retries them', () => {
    const bodies = [...config.matchAll(/ string '(\{.*?\})'/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { error: { code: string; message: string } },
    );
    const expected: Record<string, string> = {
      rate_limited: ERRORS.rateLimited,
      unavailable: ERRORS.unavailable,
      internal: ERRORS.internal,
      not_found: ERRORS.notFound,
    };
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    for (const { error } of bodies) expect(error.message).toBe(expected[error.code]);
  });

  it('starts from the nodes’ own per-address limits and checks their readiness', () => {
    expect(presetOf('RATE_LIMIT_ROOMS_PER_ADDRESS')).toBe(String(DEFAULT_LIMITS.roomsPerAddress));
    expect(presetOf('RATE_LIMIT_PUBLIC_PER_ADDRESS')).toBe(String(DEFAULT_LIMITS.publicPerAddress));
    expect(presetOf('RATE_LIMIT_WINDOW_SECONDS')).toBe(String(DEFAULT_LIMITS.windowSeconds));
    expect(config).toContain(`option httpchk GET ${routes.readiness.path}\n`);
    // The paths its counts and exemptions name are the route table's.
    expect(config).toContain(`acl creates_room      path ${routes.createRoom.path}\n`);
    expect(config).toContain(`acl joins             path ${routes.joinRoom.path}\n`);
    expect(config).toContain(`path ${routes.health.path} ${routes.realtime.path}\n`);
    expect(config).toContain(`path ${routes.publicAddress.path}\n`);
    expect(routes.roomByCode.path.startsWith('/api/rooms/code/')).toBe(true);
  });

  it('takes the cluster’s server lines in place of the example nodes, and nothing else', () => {
    const servers = [
      { name: 'node1', host: '127.0.0.1', port: 3101 },
      { name: 'node2', host: '127.0.0.1', port: 3102 },
    ];
    const written = configWithServers(config, servers);
    expect(written.match(/^[ \t]*server .*$/gm)).toEqual([
      '    server node1 127.0.0.1:3101',
      '    server node2 127.0.0.1:3102',
    ]);
    const withoutServers = (text: string) => text.replace(/^[ \t]*server .*\n/gm, '');
    expect(withoutServers(written)).toBe(withoutServers(config));
  });

  it('reads each node’s state and traffic from the stats page', () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status',
      'viberank,FRONTEND,,,0,1,20000,9,,,,,,,,,,OPEN',
      'viberank,node1,0,0,2,3,,7,,,,,,,,,3,UP',
      'viberank,node2,0,0,0,1,,2,,,,,,,,,0,DOWN 1/2',
      'viberank,BACKEND,0,0,2,3,,9,,,,,,,,,,UP',
      'stats,FRONTEND,,,1,1,,4,,,,,,,,,,OPEN',
    ].join('\n');
    expect(parseServerStats(csv)).toEqual(
      new Map([
        ['node1', { status: 'UP', sessions: 7, current: 2, redispatched: 3 }],
        ['node2', { status: 'DOWN 1/2', sessions: 2, current: 0, redispatched: 0 }],
      ]),
    );
  });
});

describe.runIf(haproxyHere && process.env.TEST_DATABASE_URL)(
  'two nodes behind HAProxy [postgres]',
  () => {
    const behind = useClusterBehindHaproxy({
      nodes: 2,
      // The nodes would let all of it through: only HAProxy's count, across them, can refuse.
      nodeEnv: {
        RATE_LIMIT_ROOMS_PER_ADDRESS: '1000',
        RATE_LIMIT_PUBLIC_PER_ADDRESS: '1000',
        METRICS_TOKEN,
      },
      haproxyEnv: {
        RATE_LIMIT_ROOMS_PER_ADDRESS: String(ROOMS_PER_ADDRESS),
        RATE_LIMIT_PUBLIC_PER_ADDRESS: '1000',
      },
    });
    let roomsCreated = 0;
    let room: { id: string; code: string; adminToken: string } | undefined;
    const theRoom = () => {
      if (!room) throw new Error('the room is created by the first test');
      return room;
    };

    it('creates a room through HAProxy, whose realtime socket through HAProxy gets the snapshot', async () => {
      const { api, cluster } = behind();
      const created = await api.createRoom({ name: 'Hack Night', title: 'Best vibe app' });
      expect(created.status).toBe(201);
      roomsCreated += 1;
      room = { ...created.body.room, adminToken: created.body.adminToken };
      const admin = await RealtimeClient.subscribe(cluster.realtimeUrl, room.id, room.adminToken);
      const snapshot = await admin.waitFor((message) => message.type === 'snapshot');
      expect(snapshot).toMatchObject({ role: 'admin' });
      // leastconn counts open sockets: one left open would draw the next requests away from its node.
      admin.close();
      await admin.closed;
    });

    it('spreads requests over both nodes', async () => {
      const { api, cluster } = behind();
      const before = await cluster.serverStats();
      for (let n = 0; n < 20; n++) expect((await api.publicAddress()).status).toBe(200);
      const after = await cluster.serverStats();
      for (const { name } of cluster.nodes) {
        expect(sessionsOf(after, name) - sessionsOf(before, name)).toBeGreaterThanOrEqual(5);
      }
    });

    it('holds the room creations of one address to its limit across both nodes', async () => {
      const { api, cluster } = behind();
      const before = await cluster.serverStats();
      let refused: Awaited<ReturnType<typeof api.createRoom>> | undefined;
      for (let n = 0; n < ROOMS_PER_ADDRESS + 5 && !refused; n++) {
        const created = await api.createRoom({ name: `Workshop ${n}`, title: 'Rooms at once' });
        if (created.status === 201) roomsCreated += 1;
        else refused = created;
      }
      expect(roomsCreated).toBe(ROOMS_PER_ADDRESS);
      expect(refused?.status).toBe(429);
      expect(refused?.body).toEqual({
        error: {
          code: 'rate_limited',
          message: ERRORS.rateLimited,
          reason: 'rateLimited',
          values: {},
        },
      });
      expect(refused?.headers.get('retry-after')).toBe('60');
      // Each node created some of them, and neither reached the limit alone.
      const after = await cluster.serverStats();
      for (const { name } of cluster.nodes) {
        expect(sessionsOf(after, name) - sessionsOf(before, name)).toBeGreaterThanOrEqual(1);
      }
    });

    it('serves each node’s metrics at its own address only, never through HAProxy', async () => {
      const { cluster } = behind();
      const scrape = (base: string, at: string) =>
        fetch(`${base}${at}`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      for (const node of cluster.nodes) {
        const direct = await scrape(node.url, '/metrics');
        expect(direct.status).toBe(200);
        expect(await direct.text()).toContain('viberank_joins_total');
      }
      // However the path is written, the phones' side gets the 404 a node gives without a token.
      for (const at of ['/metrics', '/metrics/', '/%6Detrics', '/metrics?format=text']) {
        const through = await scrape(cluster.url, at);
        expect(through.status, at).toBe(404);
        expect(await through.json()).toEqual({
          error: { code: 'not_found', message: ERRORS.notFound, reason: 'notFound', values: {} },
        });
      }
    });

    it('takes a draining node out with no 5xx reaching anyone, its sockets moving to the other', async () => {
      const running = behind();
      const { api, cluster, clients } = running;
      const { id, code, adminToken } = theRoom();
      // leastconn puts every other socket on each node.
      const sockets = await Promise.all(
        [1, 2, 3, 4].map(() => RealtimeClient.subscribe(cluster.realtimeUrl, id, adminToken)),
      );
      clients.push(...sockets);
      await Promise.all(sockets.map((socket) => socket.waitFor((m) => m.type === 'snapshot')));

      const exited = cluster.kill(0, 'SIGTERM');
      const statuses = await requestsWhileDraining(running, { code, node: 'node1', exited });
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      // Not by luck: the draining node refused some (503), and HAProxy sent them to the other.
      expect((await cluster.serverStats()).get('node1')?.redispatched).toBeGreaterThan(0);
      expect(await exited).toEqual({ code: 0, signal: null });
      await cluster.waitForStatus(0, 'DOWN');

      // The drained node's sockets were told to reconnect, and through HAProxy they can.
      const closes = await Promise.all(sockets.map((socket) => closedWithin(socket, 2000)));
      const codes = closes.map((close) => (close === 'still open' ? close : close.code));
      expect(codes).toContain(CLOSE.shuttingDown.code);
      expect(codes.filter((c) => c !== CLOSE.shuttingDown.code && c !== 'still open')).toEqual([]);
      const again = await RealtimeClient.subscribe(cluster.realtimeUrl, id, adminToken);
      clients.push(again);
      await again.waitFor((m) => m.type === 'snapshot');

      // Out of the rotation: nothing more is sent to it.
      const left = sessionsOf(await cluster.serverStats(), 'node1');
      for (let n = 0; n < 10; n++) expect((await api.findRoomByCode(code)).status).toBe(200);
      expect(sessionsOf(await cluster.serverStats(), 'node1')).toBe(left);
    });

    it('puts a node started again back in the rotation', async () => {
      const { api, cluster } = behind();
      await cluster.restart(0);
      await cluster.waitForStatus(0, 'UP');
      const before = sessionsOf(await cluster.serverStats(), 'node1');
      for (let n = 0; n < 10; n++) expect((await api.publicAddress()).status).toBe(200);
      expect(sessionsOf(await cluster.serverStats(), 'node1')).toBeGreaterThan(before);
    });
  },
);
