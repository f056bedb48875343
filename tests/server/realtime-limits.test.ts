import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '#server/app.ts';
import { DEFAULT_LIMITS, type Limits } from '#server/limits.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { closedWithin, closeOf } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';
import { createTestDatabase, databaseKinds } from './support/test-database.ts';

const limits: Limits = {
  ...DEFAULT_LIMITS,
  socketMessageBurst: 5,
  socketMessagesPerMinute: 60,
  socketsPerSecret: 2,
};

describe.each(databaseKinds)('realtime limits [%s]', (kind) => {
  const h = useHarness(kind, { limits });

  it('closes a socket that sends messages faster than its rate with 4429', async () => {
    const client = await h.open();
    for (let i = 0; i < 8; i++) client.send({ type: 'ping' });
    expect(await closeOf(client)).toEqual(CLOSE.rateLimited);
    expect(client.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(5);
  });

  it('keeps a socket that pings within its rate', async () => {
    const client = await h.open();
    for (let i = 0; i < 5; i++) client.send({ type: 'ping' });
    await client.waitFor(() => client.messages.filter((m) => m.type === 'pong').length === 5);
    expect(await closedWithin(client, 300)).toBe('still open');
  });

  it('closes a secret’s socket over its cap with 4429, and no one else’s', async () => {
    const room = await h.setUpRoom({ contestants: 1, participants: 1 });
    const first = await h.connect(room.room.id, room.adminToken);
    await h.connect(room.room.id, room.adminToken);
    const third = await h.subscribe(room.room.id, room.adminToken);
    expect(await closeOf(third)).toEqual(CLOSE.rateLimited);
    // Another secret of the same room, and the public, still get in.
    await h.connect(room.room.id, must(room.participants[0]).token);
    await h.connect(room.room.id);
    // A socket that closes gives its place back.
    first.close();
    await expect
      .poll(
        async () => {
          const next = await h.subscribe(room.room.id, room.adminToken);
          const closed = await closedWithin(next, 300);
          next.close();
          return closed === 'still open' || closed.code !== CLOSE.rateLimited.code;
        },
        { timeout: 3000 },
      )
      .toBe(true);
  });
});

type LogLine = { level: number; msg: string; reason?: string };
const WARN = 40;
const ERROR = 50;

describe('malformed realtime input in the log [pglite]', () => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  let close = async () => undefined;
  let wsUrl = '';

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      database: database.options,
      logger: { level: 'debug', stream },
      limits: { ...DEFAULT_LIMITS, socketMessageBytes: 1024 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    wsUrl = `ws://127.0.0.1:${address.port}${routes.realtime.url()}`;
    close = async () => {
      await app.close();
      await database.drop();
    };
  });
  afterAll(() => close());

  /** Sends frames on a fresh socket; resolves with its close code once the server closed it. */
  async function closeAfter(send: (socket: WebSocket) => void): Promise<number> {
    const socket = new WebSocket(wsUrl);
    socket.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    send(socket);
    return closed;
  }

  it.each([
    [
      'invalid UTF-8 in a text frame',
      (s: WebSocket) => s.send(Buffer.from([0x7b, 0xff, 0xfe]), { binary: false }),
      // The server checks UTF-8 itself and closes with its own code (realtime-routes.ts).
      CLOSE.malformedMessage.code,
    ],
    [
      'a message over the size cap',
      (s: WebSocket) => s.send('x'.repeat(2048)),
      CLOSE.messageTooBig.code,
    ],
    [
      'text that is not JSON, twice',
      (s: WebSocket) => {
        s.send('nope');
        s.send('nope again');
      },
      CLOSE.malformedMessage.code,
    ],
    ['a binary frame', (s: WebSocket) => s.send(Buffer.from('{}')), CLOSE.malformedMessage.code],
  ])('logs %s once, at warn, never at error', async (_, send, code) => {
    const before = lines.length;
    expect(await closeAfter(send)).toBe(code);
    await expect.poll(() => lines.slice(before).filter((l) => l.level === WARN).length).toBe(1);
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(logged.find((l) => l.level === WARN)?.msg).toBe('realtime socket sent malformed input');
  });
});
