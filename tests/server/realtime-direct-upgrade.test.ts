import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { loggerOptions } from '#server/logging.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { JoinAnswer } from '#shared/protocol/join-messages.ts';
import { useHarness } from './support/harness.ts';
import { LogLines } from './support/log-lines.ts';
import { joinMessage } from './support/socket-joins.ts';
import { openUpgrade, type Upgrade } from './support/socket-upgrade.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';

/** Opens a socket with these headers: open, or the status it was refused with. */
const open = (url: string, headers: Record<string, string> = {}) => openUpgrade(url, { headers });

function opened(upgrade: Upgrade): WebSocket {
  if (!('socket' in upgrade)) throw new Error(`the upgrade was refused: ${upgrade.status}`);
  return upgrade.socket;
}

/** The first message on the socket after it sent this one. */
function answerTo(socket: WebSocket, message: unknown): Promise<{ type: string; status?: number }> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(JSON.parse(data.toString())));
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
    socket.send(JSON.stringify(message));
  });
}

/** A join on a socket opened as if through a proxy that forwarded this address. */
async function joinFrom(url: string, address: string, code: string, name: string) {
  const socket = opened(await open(url, { 'x-forwarded-for': address }));
  try {
    return (await answerTo(socket, joinMessage({ code, name }))) as JoinAnswer;
  } finally {
    socket.close();
  }
}

describe.each(databaseKinds)(
  'a socket’s upgrade, taken straight to the socket server [%s]',
  (kind) => {
    const log = new LogLines();
    const h = useHarness(kind, {
      logger: { ...loggerOptions({ level: 'trace', pretty: false, color: false }), stream: log },
      // Loopback is the proxy here: the address a join counts against is the one it forwarded.
      trustProxy: ['127.0.0.1'],
      limits: { ...DEFAULT_LIMITS, windowSeconds: 60, publicPerAddress: 2, refusalDelayMs: 0 },
    });
    const framework = (path: string) =>
      log.entries.filter(
        (entry) => entry.msg === 'request received' && (entry as { url?: string }).url === path,
      ).length;

    it('opens a plain upgrade without Fastify’s request, and one with a query Fastify’s way: both serve', async () => {
      const { room } = await h.setUpRoom({ contestants: 1 });
      const subscribe = { type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId: room.id };
      const plain = opened(await open(h.server.wsUrl));
      expect(await answerTo(plain, subscribe)).toMatchObject({ type: 'snapshot' });
      plain.close();
      expect(framework('/api/realtime')).toBe(0);

      const queried = opened(await open(`${h.server.wsUrl}?from=a-test`));
      expect(await answerTo(queried, subscribe)).toMatchObject({ type: 'snapshot' });
      queried.close();
      expect(framework('/api/realtime?from=a-test')).toBe(1);
    });

    it('counts a join against the address the trusted proxy forwarded, as the join request does', async () => {
      const { room } = await h.setUpRoom({ contestants: 1 });
      const url = h.server.wsUrl;
      expect((await joinFrom(url, '203.0.113.7', room.code, 'Ada')).type).toBe('joined');
      expect((await joinFrom(url, '203.0.113.7', room.code, 'Bo')).type).toBe('joined');
      expect(await joinFrom(url, '203.0.113.7', room.code, 'Cy')).toMatchObject({
        type: 'join_refused',
        status: 429,
      });
      // Another address behind the same proxy has its own allowance.
      expect((await joinFrom(url, '203.0.113.8', room.code, 'Di')).type).toBe('joined');
      // The join request from the first address was counted with its sockets.
      const request = await fetch(`${h.server.baseUrl}/api/rooms/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ code: room.code, name: 'Ed' }),
      });
      expect(request.status).toBe(429);
    });
  },
);

describe.each(databaseKinds)('a socket’s upgrade while the node shuts down [%s]', (kind) => {
  it('is refused over HTTP with 503, as every request is', async () => {
    const server = await startTestServer(kind);
    try {
      opened(await open(server.wsUrl)).close();
      server.app.drain.begin();
      expect(await open(server.wsUrl)).toEqual({ status: 503 });
    } finally {
      await server.close();
    }
  });
});
