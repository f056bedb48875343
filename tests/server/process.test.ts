import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ballot } from '#shared/api.ts';
import {
  type AdminSnapshot,
  type ParticipantSnapshot,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '#shared/protocol.ts';
import { ApiClient, setUpRoom } from './support/api-client.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * Real child processes: a start costs seconds (tsx, and initdb for a fresh
 * DATA_DIR), more on a busy machine.
 */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

const isAdminSnapshot = (m: ServerMessage): m is AdminSnapshot =>
  m.type === 'snapshot' && m.role === 'admin';
const isParticipantSnapshot = (m: ServerMessage): m is ParticipantSnapshot =>
  m.type === 'snapshot' && m.role === 'participant';

function portOf(server: ServerProcess): number {
  return Number(new URL(server.baseUrl).port);
}

/** True once nothing accepts TCP connections on the port. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** A masked client text frame, as RFC 6455 requires of a client. */
function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 65_536) throw new Error('frame too large for this helper');
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const mask = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([header, mask, masked]);
}

/**
 * A subscriber that goes silent, like a phone that slept or left the venue
 * Wi-Fi: it subscribes over a raw TCP socket, receives its snapshot, and from
 * then on never answers anything, not even a close frame.
 */
async function silentSubscriber(
  server: ServerProcess,
  roomId: string,
  token: string,
): Promise<net.Socket> {
  const port = portOf(server);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  let received = '';
  const snapshot = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('"type":"snapshot"')) resolve();
    });
  });
  socket.write(
    [
      'GET /api/realtime HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(
    clientTextFrame(
      JSON.stringify({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId, token }),
    ),
  );
  await snapshot;
  return socket;
}

function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (items.length !== 1 || item === undefined)
    throw new Error(`expected one, got ${items.length}`);
  return item;
}

/** Temp directories and processes a test started, cleaned up after it. */
type Scratch = {
  dataDir: string;
  start(env?: Record<string, string>): Promise<ServerProcess>;
};

function useScratch(): () => Scratch {
  let scratch: Scratch | undefined;
  let dir = '';
  const started: ServerProcess[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-process-'));
    const dataDir = path.join(dir, 'data');
    scratch = {
      dataDir,
      async start(env = {}) {
        // An empty DATABASE_URL counts as unset: PGlite in DATA_DIR unless env says otherwise.
        const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
        started.push(server);
        return server;
      },
    };
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
    await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!scratch) throw new Error('scratch is only available inside a test');
    return scratch;
  };
}

/**
 * Creates a room with contestants, a voter and a ballot, stops the process
 * with SIGTERM, starts another on the same storage and reads everything back.
 */
async function restartKeepsEverything(start: () => Promise<ServerProcess>): Promise<void> {
  const first = await start();
  const api = new ApiClient(first.baseUrl);
  const { room, adminToken, contestants, voters } = await setUpRoom(api, {
    contestants: 3,
    voters: 2,
  });
  const [voter, silent] = voters;
  const [a, b, c] = contestants;
  if (!voter || !silent || !a || !b || !c) throw new Error('setUpRoom made too little');
  const voted = await api.rank(room.id, voter.token, [c.id, a.id, b.id]);
  expect(voted.status).toBe(200);
  const ballot = voted.body.ballot;
  const participantsBefore = await api.participants(room.id, adminToken);
  expect(participantsBefore.status).toBe(200);

  const admin = await RealtimeClient.subscribe(first.wsUrl, room.id, adminToken);
  const before = await admin.waitFor(isAdminSnapshot);
  const stopped = await first.stop('SIGTERM');
  expect(stopped).toEqual({ code: 0, signal: null });
  await admin.closed;

  const second = await start();
  const again = new ApiClient(second.baseUrl);

  const roomBack = await again.getRoom(room.id, adminToken);
  expect(roomBack.status).toBe(200);
  expect(roomBack.body.room).toEqual(room);
  const byCode = await again.findRoomByCode(room.code);
  expect(byCode.status).toBe(200);
  expect(byCode.body.room.id).toBe(room.id);

  const contestantsBack = await again.listContestants(room.id, adminToken);
  expect(contestantsBack.status).toBe(200);
  expect(contestantsBack.body.contestants).toEqual(contestants);

  const ballotBack = await again.getBallot(room.id, voter.token);
  expect(ballotBack.status).toBe(200);
  expect(ballotBack.body.ballot).toEqual(ballot);
  const noBallot = await again.getBallot(room.id, silent.token);
  expect(noBallot.status).toBe(200);
  expect(noBallot.body.ballot).toBeNull();

  const activity = await again.activity(room.id, adminToken);
  expect(activity.status).toBe(200);
  expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 3 });
  expect(activity.body.recentBallots).toEqual([ballot]);

  const participantsBack = await again.participants(room.id, adminToken);
  expect(participantsBack.body.participants).toEqual(participantsBefore.body.participants);

  // The realtime version carries on where it stopped.
  const adminAgain = await RealtimeClient.subscribe(second.wsUrl, room.id, adminToken);
  const after = await adminAgain.waitFor(isAdminSnapshot);
  expect(after.version).toBe(before.version);
  expect(after.totals).toEqual(before.totals);
  expect(after.recentBallots).toEqual(before.recentBallots);
  expect(after.participants).toEqual(before.participants);

  // And the room keeps working: a second ballot, then finishing with both counted.
  const secondVote = await again.rank(room.id, silent.token, [a.id]);
  expect(secondVote.status).toBe(200);
  const finished = await again.finish(room.id, adminToken);
  expect(finished.status).toBe(200);
  expect(finished.body.results.totalBallots).toBe(2);
  expect(finished.body.results.winnerId).toBe(a.id);
  const update = await adminAgain.waitFor(
    (m) => m.type === 'update' && m.events.some((e) => e.type === 'results_published'),
  );
  expect(update.type === 'update' && update.baseVersion).toBeGreaterThanOrEqual(before.version);
  adminAgain.close();
  await adminAgain.closed;

  expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
}

/**
 * Submits ballots one after another and kills the process with SIGKILL right
 * after the last acknowledgement; then, after a restart, every acknowledged
 * ballot must be there.
 */
async function acknowledgedBallotsSurviveKill(
  start: () => Promise<ServerProcess>,
  voterCount: number,
): Promise<void> {
  const first = await start();
  const api = new ApiClient(first.baseUrl);
  const { room, adminToken, contestants, voters } = await setUpRoom(api, {
    contestants: 3,
    voters: voterCount,
  });
  const ids = contestants.map((c) => c.id);
  const acknowledged = new Map<string, Ballot>();
  for (const [i, voter] of voters.entries()) {
    // Vary the rankings so a ballot read back cannot be another's.
    const order = [ids[i % 3], ids[(i + 1) % 3], ids[(i + 2) % 3]].slice(0, 1 + (i % 3));
    const saved = await api.rank(
      room.id,
      voter.token,
      order.filter((id): id is string => id !== undefined),
    );
    expect(saved.status).toBe(200);
    acknowledged.set(voter.token, saved.body.ballot);
  }
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

  const second = await start();
  const again = new ApiClient(second.baseUrl);
  for (const voter of voters) {
    const back = await again.getBallot(room.id, voter.token);
    expect(back.status, `ballot of ${voter.participantName}`).toBe(200);
    expect(back.body.ballot, `ballot of ${voter.participantName}`).toEqual(
      acknowledged.get(voter.token),
    );
  }
  const activity = await again.activity(room.id, adminToken);
  expect(activity.body.totals).toEqual({
    ballots: voterCount,
    participants: voterCount,
    contestants: 3,
  });
}

describe('server process [pglite]', () => {
  const scratch = useScratch();

  it(
    'keeps all data across a SIGTERM and a restart on the same DATA_DIR',
    async () => {
      const { start } = scratch();
      await restartKeepsEverything(() => start());
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'keeps 20 acknowledged ballots when killed with SIGKILL right after the last 200',
    async () => {
      const { start } = scratch();
      await acknowledgedBallotsSurviveKill(() => start(), 20);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'keeps every ballot acknowledged during a concurrent burst cut short by SIGKILL, and a changed ballot',
    async () => {
      const { start } = scratch();
      const first = await start();
      const api = new ApiClient(first.baseUrl);
      const { room, adminToken, contestants, voters } = await setUpRoom(api, {
        contestants: 3,
        voters: 30,
      });
      const [a, b, c] = contestants;
      const [changer] = voters;
      if (!a || !b || !c || !changer) throw new Error('setUpRoom made too little');
      // A ballot, then a change to it, both acknowledged before the burst.
      expect((await api.rank(room.id, changer.token, [a.id])).status).toBe(200);
      const changed = await api.rank(room.id, changer.token, [b.id, c.id]);
      expect(changed.status).toBe(200);

      // Everyone else at once; the process dies as soon as ten are acknowledged.
      const acknowledged = new Map<string, Ballot>();
      const burst = voters.slice(1).map(async (voter) => {
        try {
          const saved = await api.rank(room.id, voter.token, [c.id, b.id, a.id]);
          if (saved.status === 200) {
            acknowledged.set(voter.token, saved.body.ballot);
            if (acknowledged.size === 10) first.child.kill('SIGKILL');
          }
        } catch {
          // Cut off by the kill: not acknowledged, so nothing is promised.
        }
      });
      await Promise.all(burst);
      await first.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(10);

      const second = await start();
      const again = new ApiClient(second.baseUrl);
      const changedBack = await again.getBallot(room.id, changer.token);
      expect(changedBack.body.ballot).toEqual(changed.body.ballot);
      let stored = 1;
      for (const voter of voters.slice(1)) {
        const back = await again.getBallot(room.id, voter.token);
        expect(back.status).toBe(200);
        const promised = acknowledged.get(voter.token);
        if (promised) expect(back.body.ballot, voter.participantName).toEqual(promised);
        if (back.body.ballot) stored++;
      }
      // The room's counter agrees with the ballots actually stored.
      const activity = await again.activity(room.id, adminToken);
      expect(activity.body.totals.ballots).toBe(stored);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'on SIGTERM closes subscribers with 1001, exits 0 and frees the port',
    async () => {
      const { start } = scratch();
      const server = await start();
      const api = new ApiClient(server.baseUrl);
      const { room, adminToken, voters } = await setUpRoom(api, { contestants: 1, voters: 1 });
      const voter = only(voters);
      const admin = await RealtimeClient.subscribe(server.wsUrl, room.id, adminToken);
      const live = await RealtimeClient.subscribe(server.wsUrl, room.id, voter.token);
      await admin.waitFor(isAdminSnapshot);
      await live.waitFor(isParticipantSnapshot);
      const port = portOf(server);

      const exited = await server.stop('SIGTERM');
      expect(exited).toEqual({ code: 0, signal: null });
      expect(await admin.closed).toEqual({ code: 1001, reason: 'server shutting down' });
      expect(await live.closed).toEqual({ code: 1001, reason: 'server shutting down' });
      expect(server.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
      expect(await refusesConnections(port)).toBe(true);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  // BUG: the hub sends 1001 and then waits for the peer's close frame; ws only
  // gives up after 30 s, so the 10 s grace timer fires and the process exits 1
  // ("shutdown took too long; exiting") whenever one subscriber has gone silent.
  it(
    'on SIGTERM exits 0 even when a subscriber never answers the close frame',
    async () => {
      const { start } = scratch();
      const server = await start();
      const api = new ApiClient(server.baseUrl);
      const { room, voters } = await setUpRoom(api, { contestants: 1, voters: 1 });
      const silent = await silentSubscriber(server, room.id, only(voters).token);
      try {
        const exited = await server.stop('SIGTERM');
        expect(exited).toEqual({ code: 0, signal: null });
        expect(server.output()).not.toContain('shutdown took too long');
      } finally {
        silent.destroy();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  // BUG: same grace-timer exit as above, for a request whose body stalls
  // (a phone uploading a contestant image on flaky Wi-Fi): nothing ends the
  // request, so shutdown waits the full 10 s and exits 1.
  it(
    'on SIGTERM exits 0 even when a request body has stalled half-way',
    async () => {
      const { start } = scratch();
      const server = await start();
      const socket = net.connect(portOf(server), '127.0.0.1');
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('error', reject);
      });
      socket.on('error', () => undefined);
      try {
        socket.write(
          'POST /api/rooms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"name":',
        );
        // Wait until the server has the request in hand before signalling.
        const logged = Date.now() + 10_000;
        while (!server.output().includes('"url":"/api/rooms"') && Date.now() < logged) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const exited = await server.stop('SIGTERM');
        expect(exited).toEqual({ code: 0, signal: null });
        expect(server.output()).not.toContain('shutdown took too long');
      } finally {
        socket.destroy();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'on SIGINT exits 0 and frees the port',
    async () => {
      const { start } = scratch();
      const server = await start();
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      const port = portOf(server);
      expect(await server.stop('SIGINT')).toEqual({ code: 0, signal: null });
      expect(server.output()).toMatch(/"signal":"SIGINT".*shutting down/);
      expect(await refusesConnections(port)).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'on SIGTERM with ballots in flight, exits 0 and keeps every acknowledged one',
    async () => {
      const { start } = scratch();
      const first = await start();
      const api = new ApiClient(first.baseUrl);
      const { room, adminToken, contestants, voters } = await setUpRoom(api, {
        contestants: 2,
        voters: 20,
      });
      const [a, b] = contestants;
      if (!a || !b) throw new Error('setUpRoom made too little');

      const acknowledged = new Map<string, Ballot>();
      const outcomes = new Map<number | string, number>();
      let signalled = false;
      const burst = voters.map(async (voter) => {
        try {
          const saved = await api.rank(room.id, voter.token, [b.id, a.id]);
          outcomes.set(saved.status, (outcomes.get(saved.status) ?? 0) + 1);
          if (saved.status === 200) acknowledged.set(voter.token, saved.body.ballot);
          if (!signalled) {
            signalled = true;
            first.child.kill('SIGTERM');
          }
        } catch {
          outcomes.set('network', (outcomes.get('network') ?? 0) + 1);
        }
      });
      await Promise.all(burst);
      expect(await first.exited).toEqual({ code: 0, signal: null });
      // Refusals while closing are fine; a 5xx other than 503 is not.
      for (const status of outcomes.keys()) {
        expect([200, 503, 'network'], `outcomes ${JSON.stringify([...outcomes])}`).toContain(
          status,
        );
      }

      const second = await start();
      const again = new ApiClient(second.baseUrl);
      let stored = 0;
      for (const voter of voters) {
        const back = await again.getBallot(room.id, voter.token);
        expect(back.status).toBe(200);
        if (back.body.ballot) stored++;
        const promised = acknowledged.get(voter.token);
        if (promised) expect(back.body.ballot, voter.participantName).toEqual(promised);
      }
      const activity = await again.activity(room.id, adminToken);
      expect(activity.body.totals.ballots).toBe(stored);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('server process [postgres]', () => {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
  });
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });
  // Registered after the database hooks, so its processes stop before the drop.
  const scratch = useScratch();

  function startOnPostgres(): Promise<ServerProcess> {
    const url = database?.url;
    if (!url) throw new Error('no test database');
    return scratch().start({ DATABASE_URL: url });
  }

  it(
    'keeps all data across a SIGTERM and a restart on the same database',
    async () => {
      await restartKeepsEverything(startOnPostgres);
      // With DATABASE_URL set, the embedded database is never opened.
      expect(existsSync(scratch().dataDir)).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'keeps 20 acknowledged ballots when killed with SIGKILL right after the last 200',
    async () => {
      await acknowledgedBallotsSurviveKill(startOnPostgres, 20);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
