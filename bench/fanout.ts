/**
 * One message to every socket of a room: ours (the organiser's request, its
 * transaction, the event bus, the hub) and a raw `ws` server broadcasting a
 * message of the same size, each in its own process, every socket a client
 * in the bench's process. Times run from the moment the request is sent.
 */
import type WebSocket from 'ws';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { Arrivals, closeSockets, openSocket, subscribe } from '../scripts/launch/load/sockets.ts';
import { inBatches } from '../scripts/launch/load/stats.ts';
import type { RawServer } from './raw-ws-process.ts';
import type { BenchRoom } from './room-setup.ts';

/** Every socket's delay from the request, in ms, and how many sockets were listening. */
export type Delivery = { delaysMs: number[]; sockets: number; messageBytes: number };

export type FanOutSide = {
  /** Round r: ours adds a contestant; the raw server broadcasts a message of `bytes`. */
  round(r: number, bytes: number, timeoutMs: number): Promise<Delivery>;
  /** Ours finishes voting; the raw server broadcasts a results message of `bytes`. */
  results(bytes: number, timeoutMs: number): Promise<Delivery>;
  sockets: number;
  close(): Promise<void>;
};

const SUBSCRIBES_IN_FLIGHT = 50;
const RESULTS_MARKER = '"type":"results_published"';

function marker(r: number): string {
  return `"name":"Fan-out ${r + 1}"`;
}

async function timed(
  arrivals: Arrivals,
  text: string,
  timeoutMs: number,
  send: () => Promise<unknown>,
  sockets: number,
): Promise<Delivery> {
  const armed = arrivals.arm(text);
  const start = performance.now();
  await send();
  const times = await armed.wait(timeoutMs - (performance.now() - start));
  return {
    delaysMs: times.map((at) => at - start),
    sockets,
    messageBytes: Buffer.byteLength(arrivals.lastMessage()),
  };
}

/** Subscribes a socket per participant, `SUBSCRIBES_IN_FLIGHT` at a time; failures are counted. */
export async function subscribeAll(
  wsUrl: string,
  roomId: string,
  tokens: readonly string[],
): Promise<{ sockets: WebSocket[]; failures: number }> {
  let failures = 0;
  const subscribed = await inBatches(tokens, SUBSCRIBES_IN_FLIGHT, (token) =>
    subscribe(wsUrl, roomId, token).then(
      (done) => done.socket,
      () => {
        failures++;
        return undefined;
      },
    ),
  );
  return { sockets: subscribed.filter((socket) => socket !== undefined), failures };
}

/** Our side: the room's participants subscribed, the organiser's requests as the trigger. */
export function ourFanOut(baseUrl: string, room: BenchRoom, sockets: WebSocket[]): FanOutSide {
  const arrivals = new Arrivals(sockets);
  const http = new BenchHttp(baseUrl, 1);
  const request = async (route: { method: string }, path: string, body?: unknown) => {
    const answer = await http.request(route.method, path, room.adminToken, body);
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status}`);
  };
  return {
    sockets: sockets.length,
    round: (r, _bytes, timeoutMs) =>
      timed(
        arrivals,
        marker(r),
        timeoutMs,
        () =>
          request(routes.addContestant, routes.addContestant.url({ roomId: room.roomId }), {
            name: `Fan-out ${r + 1}`,
            blurb: 'A contestant added to time the fan-out.',
          }),
        sockets.length,
      ),
    results: (_bytes, timeoutMs) =>
      timed(
        arrivals,
        RESULTS_MARKER,
        timeoutMs,
        () => request(routes.finishVoting, routes.finishVoting.url({ roomId: room.roomId })),
        sockets.length,
      ),
    async close() {
      http.close();
      await closeSockets(sockets);
    },
  };
}

/** A message of `bytes` bytes holding the marker, shaped like our update. */
function sized(head: string, bytes: number): string {
  const tail = '"}}]}';
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - tail.length))}${tail}`;
}

/** The raw side: `count` sockets on the raw server, a POST /broadcast as the trigger. */
export async function rawFanOut(server: RawServer, count: number): Promise<FanOutSide> {
  const sockets = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    SUBSCRIBES_IN_FLIGHT,
    () => openSocket(server.wsUrl),
  );
  const arrivals = new Arrivals(sockets);
  const update = '{"type":"update","baseVersion":1,"version":2,"events":[';
  return {
    sockets: sockets.length,
    round: (r, bytes, timeoutMs) =>
      timed(
        arrivals,
        marker(r),
        timeoutMs,
        () =>
          server.broadcast(
            sized(
              `${update}{"type":"contestant_added","contestant":{${marker(r)},"blurb":"`,
              bytes,
            ),
          ),
        sockets.length,
      ),
    results: (bytes, timeoutMs) =>
      timed(
        arrivals,
        RESULTS_MARKER,
        timeoutMs,
        () => server.broadcast(sized(`${update}{${RESULTS_MARKER},"results":{"padding":"`, bytes)),
        sockets.length,
      ),
    close: () => closeSockets(sockets),
  };
}
