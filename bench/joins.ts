/**
 * Participants arriving as phones do: a join over HTTP, then a socket that
 * subscribes with the token it got and waits for its snapshot. Every failure
 * is counted, never thrown; the run stops starting joins at its deadline.
 */
import type WebSocket from 'ws';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { subscribe } from '../scripts/launch/load/sockets.ts';

export type JoinTarget = {
  baseUrl: string;
  wsUrl: string;
  /** Where a join is POSTed. */
  joinPath: string;
  roomId: string;
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

export const OUR_JOIN_PATH = routes.joinRoom.url();

async function joinOne(http: BenchHttp, target: JoinTarget, name: string) {
  const joined = await http.request('POST', target.joinPath, undefined, {
    code: target.code,
    name,
  });
  if (joined.status !== 201) throw new Error(`join answered ${joined.status}`);
  const { participantToken } = joined.body as { participantToken: string };
  return subscribe(target.wsUrl, target.roomId, participantToken);
}

/** `count` participants join and subscribe, `inFlight` at a time, until done or `maxMs` passed. */
export async function joinAndSubscribe(
  target: JoinTarget,
  { count, inFlight, maxMs }: { count: number; inFlight: number; maxMs: number },
): Promise<JoinOutcome> {
  const http = new BenchHttp(target.baseUrl, inFlight);
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
        const { socket, snapshot } = await joinOne(http, target, `Participant ${index + 1}`);
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
  try {
    await Promise.all(Array.from({ length: inFlight }, worker));
  } finally {
    http.close();
  }
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
