/**
 * Participants arriving as phones do: a socket that joins the room by its
 * code (with an idempotency key) and waits for the answer, then the snapshot
 * on the same socket (src/client/features/rooms/socket-join.ts). Every
 * failure is counted, never thrown; the run stops starting joins at its
 * deadline.
 */
import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { openSocket, type Subscribed } from '../scripts/launch/load/sockets.ts';

export type JoinTarget = {
  wsUrl: string;
  code: string;
};

export type JoinOutcome = {
  attempted: number;
  /** Sockets subscribed (each after a join that succeeded). */
  sockets: WebSocket[];
  failures: number;
  /** Each kind of failure and how often it happened. */
  reasons: Map<string, number>;
  seconds: number;
  /** Join plus subscribe, per participant that made it, in ms. */
  latenciesMs: number[];
  snapshotBytes: number;
};

const ANSWER_TIMEOUT_MS = 30_000;

/** Joins on a socket: resolves with the socket once its answer and then its snapshot arrived. */
async function joinOne(target: JoinTarget, name: string): Promise<Subscribed> {
  const socket = await openSocket(target.wsUrl, ANSWER_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    let joined = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`no ${joined ? 'snapshot' : 'answer'} in ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );
    socket.once('close', (code) => fail(new Error(`closed with ${code} before a snapshot`)));
    socket.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      if (!joined) {
        if (!text.startsWith('{"type":"joined"')) return fail(new Error(`join refused: ${text}`));
        joined = true;
        return;
      }
      clearTimeout(timer);
      socket.removeAllListeners('close');
      socket.removeAllListeners('message');
      if (!text.includes('"type":"snapshot"')) return fail(new Error('no snapshot after the join'));
      resolve({ socket, snapshot: text });
    });
    const key = randomBytes(16).toString('base64url');
    const join = { code: target.code, name };
    socket.send(JSON.stringify({ type: 'join', protocolVersion: PROTOCOL_VERSION, key, join }));
  });
}

/** `count` participants join and subscribe, `inFlight` at a time, until done or `maxMs` passed. */
export async function joinAndSubscribe(
  target: JoinTarget,
  { count, inFlight, maxMs }: { count: number; inFlight: number; maxMs: number },
): Promise<JoinOutcome> {
  const outcome: JoinOutcome = {
    attempted: 0,
    sockets: [],
    failures: 0,
    reasons: new Map(),
    seconds: 0,
    latenciesMs: [],
    snapshotBytes: 0,
  };
  const start = performance.now();
  const deadline = start + maxMs;
  const worker = async () => {
    while (outcome.attempted < count && performance.now() < deadline) {
      const index = outcome.attempted++;
      const began = performance.now();
      try {
        const { socket, snapshot } = await joinOne(target, `Participant ${index + 1}`);
        outcome.latenciesMs.push(performance.now() - began);
        outcome.sockets.push(socket);
        outcome.snapshotBytes = Buffer.byteLength(snapshot);
      } catch (error) {
        outcome.failures++;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 80);
        outcome.reasons.set(reason, (outcome.reasons.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  outcome.seconds = (performance.now() - start) / 1000;
  return outcome;
}

/** The failures, most frequent first, for a note. */
export function describeFailures(outcome: JoinOutcome): string {
  if (outcome.failures === 0) return 'none';
  return [...outcome.reasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, times]) => `${times}x "${reason}"`)
    .join(', ');
}
