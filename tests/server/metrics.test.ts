import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { refusesConnections } from './support/raw-sockets.ts';
import { isParticipantSnapshot } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';
import { isRefused, joinMessage } from './support/socket-joins.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
const METRICS = '/metrics';

/** The value of one sample of the Prometheus text, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const clientDir = await mkdtemp(path.join(os.tmpdir(), 'viberank-client-'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>VibeRank</title>');
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe.each(databaseKinds)('metrics on the main port with METRICS_TOKEN [%s]', (kind) => {
  const h = useHarness(kind, { metrics: { token: TOKEN } });
  const scrape = async () => {
    const response = await h.api.fetch(METRICS, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('refuses a scrape without the token, or with another, with 401', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await h.api.fetch(METRICS, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toMatchObject({ error: { code: 'token_missing' } });
    }
  });

  it('serves the Prometheus text to the token', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE viberank_joins_total counter');
    expect(text).toMatch(/^# HELP viberank_joins_total .*per node/m);
    expect(text).toContain('# TYPE viberank_bus_delivery_lag_seconds histogram');
    expect(sample(text, 'viberank_bus_delivery_lag_seconds_bucket{le="0.0005"}')).toBe(0);
    expect(sample(text, 'viberank_db_pool_waiting')).toBe(0);
    const pooled = sample(text, 'viberank_db_pool_total');
    if (kind === 'postgres') expect(pooled).toBeGreaterThan(0);
    else expect(pooled).toBe(0);
    // The process's own figures: the event loop's lag among them.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  });

  it('counts the subscribed sockets by role, and the rooms held in memory', async () => {
    const room = await h.setUpRoom({ participants: 1 });
    const admin = await h.connect(room.room.id, room.adminToken);
    const participant = await h.connect(room.room.id, must(room.participants[0]).token);
    const text = await scrape();
    expect(sample(text, 'viberank_sockets{role="admin"}')).toBe(1);
    expect(sample(text, 'viberank_sockets{role="participant"}')).toBe(1);
    expect(sample(text, 'viberank_sockets{role="judge"}')).toBe(0);
    expect(sample(text, 'viberank_sockets{role="public"}')).toBe(0);
    expect(sample(text, 'viberank_rooms_in_memory')).toBe(1);
    admin.close();
    participant.close();
    await expect.poll(async () => sample(await scrape(), 'viberank_rooms_in_memory')).toBe(0);
  });

  it('counts joins (requests and on sockets) and ballots saved, not those refused', async () => {
    const before = await scrape();
    const room = await h.setUpRoom({ contestants: 2 });
    const joined = await h.api.join({ code: room.room.code, name: 'Ada' });
    expect(joined.status).toBe(201);
    const onSocket = await h.open();
    onSocket.send(joinMessage({ code: room.room.code, name: 'Bo' }));
    await onSocket.waitFor(isParticipantSnapshot);
    const token = joined.body.participantToken;
    const [first, second] = room.contestants;
    expect((await h.api.rank(room.room.id, token, [must(first).id, must(second).id])).status).toBe(
      200,
    );
    // Refused: a ballot with a made-up token.
    const refused = await h.api.rank(room.room.id, 'not-a-token', [must(first).id]);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const delta = async (series: string) =>
      (sample(await scrape(), series) ?? 0) - (sample(before, series) ?? 0);
    await expect.poll(() => delta('viberank_joins_total')).toBe(2);
    await expect.poll(() => delta('viberank_ballots_total')).toBe(1);
  });

  it("counts no join of a rehearsal's simulated voters", async () => {
    const before = await scrape();
    const room = await h.setUpRoom({ contestants: 2 });
    const { id, code } = room.room;
    const started = await h.api.rehearsal.start(id, room.adminToken, { voters: 40, seconds: 10 });
    expect(started.status).toBe(200);
    await expect
      .poll(async () => (await h.api.activity(id, room.adminToken)).body.totals.participants, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(3);
    expect((await h.api.rehearsal.end(id, room.adminToken)).status).toBe(200);
    expect((await h.api.join({ code, name: 'Ada' })).status).toBe(201);
    const delta = async () =>
      (sample(await scrape(), 'viberank_joins_total') ?? 0) -
      (sample(before, 'viberank_joins_total') ?? 0);
    await expect.poll(delta).toBe(1);
  });

  it('counts refusals by the code of their answer', async () => {
    const before = await scrape();
    expect((await h.api.createRoom({})).status).toBe(400);
    expect((await h.api.fetch('/api/nowhere')).status).toBe(404);
    expect((await h.api.getRoom('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const delta = async (code: string) => {
      const series = `viberank_refusals_total{code="${code}"}`;
      return (sample(await scrape(), series) ?? 0) - (sample(before, series) ?? 0);
    };
    // And a join on a socket, refused as the request would be.
    const onSocket = await h.open();
    onSocket.send(joinMessage({ code: 'ZZZZZZ', name: 'Ada' }));
    await onSocket.waitFor(isRefused);
    await expect.poll(() => delta('validation_failed')).toBe(1);
    await expect.poll(() => delta('not_found')).toBe(1);
    await expect.poll(() => delta('room_not_found')).toBe(2);
  });

  it('counts the bus delivery lag it is told of', async () => {
    const count = (text: string, le: string) =>
      sample(text, `viberank_bus_delivery_lag_seconds_bucket{le="${le}"}`) ?? 0;
    const before = await scrape();
    h.server.app.metrics.observeBusLag(30);
    const after = await scrape();
    expect(count(after, '5') - count(before, '5')).toBe(0);
    expect(count(after, '+Inf') - count(before, '+Inf')).toBe(1);
  });
});

// Nodes on one PostgreSQL hear room changes through it: the bus's lag is timed.
describe.runIf(process.env.TEST_DATABASE_URL)('metrics of the room event bus [postgres]', () => {
  const h = useHarness('postgres', { metrics: { token: TOKEN } });

  it('times each room change the bus brings to this node', async () => {
    const lagCount = async () => {
      const response = await h.api.fetch(METRICS, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      return sample(await response.text(), 'viberank_bus_delivery_lag_seconds_count') ?? 0;
    };
    const before = await lagCount();
    const { room, adminToken } = await h.setUpRoom();
    const added = await h.api.addContestant(room.id, adminToken, { name: 'Lag', blurb: 'Timed' });
    expect(added.status).toBe(201);
    await expect.poll(lagCount).toBeGreaterThan(before);
  });
});

describe.each(databaseKinds)('metrics under tight rate limits [%s]', (kind) => {
  const h = useHarness(kind, {
    metrics: { token: TOKEN },
    limits: { ...DEFAULT_LIMITS, publicPerAddress: 1, refusalDelayMs: 0 },
  });

  it('never counts a scrape against them', async () => {
    for (let scrapes = 0; scrapes < 5; scrapes++) {
      const response = await h.api.fetch(METRICS, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
    }
    // The limit itself is on: public calls from the same address are refused.
    const statuses: number[] = [];
    for (let call = 0; call < 3; call++) {
      statuses.push((await h.api.fetch(routes.publicAddress.url())).status);
    }
    expect(statuses).toEqual([200, 429, 429]);
  });
});

describe.each(databaseKinds)('metrics on METRICS_PORT [%s]', (kind) => {
  const h = useHarness(kind, { clientDir, metrics: { port: 0, host: '127.0.0.1' } });
  const metricsUrl = (pathname: string) =>
    `http://127.0.0.1:${must(h.server.app.metricsAddress()).port}${pathname}`;

  it('serves them there without a token', async () => {
    const response = await fetch(metricsUrl(METRICS));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'viberank_rooms_in_memory')).toBe(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('answers 404 for anything else there', async () => {
    expect((await fetch(metricsUrl('/'))).status).toBe(404);
    expect((await fetch(metricsUrl(routes.health.url()))).status).toBe(404);
  });

  it('serves nothing on the main port without METRICS_TOKEN, though the client is served', async () => {
    const response = await h.api.fetch(METRICS);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    // The same server still answers its pages with the app.
    expect((await h.api.fetch('/join')).status).toBe(200);
  });

  it('stops listening when the app closes', async () => {
    const server = await startTestServer(kind, { metrics: { port: 0, host: '127.0.0.1' } });
    const port = must(server.app.metricsAddress()).port;
    expect((await fetch(`http://127.0.0.1:${port}${METRICS}`)).status).toBe(200);
    await server.close();
    expect(await refusesConnections(port)).toBe(true);
  });
});

describe('no metrics at all without METRICS_TOKEN or METRICS_PORT [pglite]', () => {
  const h = useHarness('pglite', { clientDir });

  it('answers /metrics with 404, not with the app page', async () => {
    const response = await h.api.fetch(METRICS);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(h.server.app.metricsAddress()).toBeUndefined();
  });
});
