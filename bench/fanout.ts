import WebSocket, { WebSocketServer } from 'ws';
import { PROTOCOL_VERSION } from '#shared/realtime-constants.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from './http.ts';
import { inBatches } from './stats.ts';

/** One round: every socket's delay from the start, in ms, and the trigger's own time. */
export type Round = { delaysMs: number[]; requestMs: number | undefined };

export type FanOutSide = {
  /** Sends round r's message and resolves once every socket has it. */
  round(r: number): Promise<Round>;
  /** Bytes of the last message delivered. */
  messageBytes(): number;
  close(): Promise<void>;
};

const ROUND_TIMEOUT_MS = 10_000;

function marker(r: number): string {
  return `"name":"Fan-out ${r + 1}"`;
}

/** Notes, per socket, when the message carrying the current marker arrived. */
function watch(sockets: readonly WebSocket[]) {
  let current: { marker: string; times: number[]; done: () => void } | undefined;
  let last = '';
  const seen = new Set<WebSocket>();
  for (const socket of sockets) {
    socket.on('message', (data: WebSocket.RawData) => {
      const at = performance.now();
      const round = current;
      if (!round || seen.has(socket)) return;
      const text = data.toString();
      if (!text.includes(round.marker)) return;
      seen.add(socket);
      last = text;
      round.times.push(at);
      if (round.times.length === sockets.length) round.done();
    });
  }
  return {
    /** Arms the watcher for a marker; the promise settles when every socket has it. */
    arm(text: string): { times: number[]; all: Promise<void> } {
      seen.clear();
      const times: number[] = [];
      const all = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${times.length}/${sockets.length} sockets got ${text}`)),
          ROUND_TIMEOUT_MS,
        );
        current = {
          marker: text,
          times,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
      return { times, all };
    },
    lastMessage: () => last,
  };
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closeAll(sockets: readonly WebSocket[]): Promise<void> {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  ).then(() => undefined);
}

/**
 * Every participant subscribed to one room over the real endpoint; a round is the
 * admin adding a contestant, timed from just before the request to each
 * socket's receipt of the update that carries it.
 */
export async function ourFanOut(
  baseUrl: string,
  wsUrl: string,
  room: { roomId: string; adminToken: string; participantTokens: string[] },
): Promise<FanOutSide> {
  const sockets = await inBatches(room.participantTokens, 50, async (token) => {
    const socket = await open(wsUrl);
    const snapshot = new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if (!data.toString().includes('"type":"snapshot"')) return;
        socket.off('message', onMessage);
        resolve();
      };
      socket.on('message', onMessage);
    });
    socket.send(
      JSON.stringify({
        type: 'subscribe',
        protocolVersion: PROTOCOL_VERSION,
        roomId: room.roomId,
        token,
      }),
    );
    await snapshot;
    return socket;
  });
  const watcher = watch(sockets);
  const http = new BenchHttp(baseUrl, 1);
  return {
    async round(r) {
      const { times, all } = watcher.arm(marker(r));
      const start = performance.now();
      const added = await http.request(
        routes.addContestant.method,
        routes.addContestant.url({ roomId: room.roomId }),
        room.adminToken,
        { name: `Fan-out ${r + 1}`, blurb: 'A contestant added to time the fan-out.' },
      );
      const requestMs = performance.now() - start;
      if (added.status !== 201) throw new Error(`addContestant failed: ${added.status}`);
      await all;
      return { delaysMs: times.map((at) => at - start), requestMs };
    },
    messageBytes: () => Buffer.byteLength(watcher.lastMessage()),
    async close() {
      http.close();
      await closeAll(sockets);
    },
  };
}

/** A plain ws server and N sockets; a round broadcasts one message of the given size. */
export async function rawWsFanOut(count: number, messageBytes: number): Promise<FanOutSide> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('ws server has no port');
  const sockets = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    50,
    () => open(`ws://127.0.0.1:${address.port}`),
  );
  while (server.clients.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
  const watcher = watch(sockets);
  return {
    async round(r) {
      const head = `{"type":"update","baseVersion":${r},"version":${r + 1},"events":[{"type":"contestant_added","contestant":{${marker(r)},"blurb":"`;
      const tail = '"}}]}';
      const message = `${head}${'x'.repeat(Math.max(0, messageBytes - head.length - tail.length))}${tail}`;
      const { times, all } = watcher.arm(marker(r));
      const start = performance.now();
      for (const client of server.clients) client.send(message);
      await all;
      return { delaysMs: times.map((at) => at - start), requestMs: undefined };
    },
    messageBytes: () => Buffer.byteLength(watcher.lastMessage()),
    async close() {
      await closeAll(sockets);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
