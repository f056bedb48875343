/**
 * The phases of `npm run bench:cluster`, each timing one figure of the
 * cluster against its baseline: joins and memory, a ballot across nodes,
 * a node killed and PostgreSQL restarted mid-vote, the results to every socket.
 */
import type { Cluster } from '../../scripts/launch/cluster/start-cluster.ts';
import { BenchHttp } from '../../scripts/launch/load/http.ts';
import { Arrivals, closeSockets, subscribe } from '../../scripts/launch/load/sockets.ts';
import { percentile } from '../../scripts/launch/load/stats.ts';
import { residentBytes } from '../process-memory.ts';
import type { Swarm } from './swarm.ts';
import {
  epochNow,
  type JoinAddress,
  type JoinAnswer,
  type SamplesAnswer,
  type StateAnswer,
  sumCounts,
  type VoteAnswer,
} from './swarm-protocol.ts';

/** Joins each swarm has under way at once. */
const JOINS_IN_FLIGHT = 24;

/** Each swarm's phones from its own loopback address: ports run out past 28,000 from one. */
export function swarmAddress(index: number): string {
  return `127.0.0.${11 + index}`;
}

export type BenchRoom = {
  id: string;
  code: string;
  adminToken: string;
  /** The awards its ballots are in: phone n votes in awardIds[n % length]. */
  awardIds: string[];
  contestantIds: string[];
};

/** Each swarm's share of `total`, as [from, to) of its own phones. */
export function shares(swarms: readonly Swarm[], total: number): number[] {
  const each = Math.floor(total / swarms.length);
  return swarms.map((_, g) => (g === swarms.length - 1 ? total - each * g : each));
}

/** Where the swarms' phones join (HAProxy, or raw processes in turn), and the room they join. */
export type JoinTarget = {
  code: string;
  roomId: string;
  awardIds: string[];
  addresses: JoinAddress[];
};

/** Every swarm's phones join, each swarm from its own address; answers each swarm's answer. */
export function joinSwarms(
  swarms: readonly Swarm[],
  perSwarm: readonly number[],
  target: JoinTarget,
): Promise<JoinAnswer[]> {
  return Promise.all(
    swarms.map((swarm, g) =>
      swarm.join({
        ...target,
        phones: perSwarm[g] ?? 0,
        first: perSwarm.slice(0, g).reduce((a, b) => a + b, 0),
        localAddress: swarmAddress(g),
        inFlight: JOINS_IN_FLIGHT,
      }),
    ),
  );
}

export async function nodesResident(cluster: Cluster): Promise<number> {
  const pids = cluster.nodes.flatMap((node) => node.pid() ?? []);
  const sizes = await Promise.all(pids.map((pid) => residentBytes(pid)));
  return sizes.reduce((a, b) => a + b, 0);
}

/** Every swarm's phones vote, [from, to) of each as fractions of its phones. */
export async function voteSlice(
  swarms: readonly Swarm[],
  perSwarm: readonly number[],
  [from, to]: [number, number],
  room: BenchRoom,
  spreadMs = 0,
): Promise<VoteAnswer[]> {
  return Promise.all(
    swarms.map((swarm, g) => {
      const phones = perSwarm[g] ?? 0;
      return swarm.vote({
        from: Math.floor(phones * from),
        to: Math.floor(phones * to),
        contestantIds: room.contestantIds,
        inFlight: 16,
        spreadMs,
      });
    }),
  );
}

export async function states(swarms: readonly Swarm[], version: number): Promise<StateAnswer> {
  const all = await Promise.all(swarms.map((swarm) => swarm.state(version)));
  return {
    type: 'state',
    phones: all.reduce((n, s) => n + s.phones, 0),
    holding: all.reduce((n, s) => n + s.holding, 0),
    connected: all.reduce((n, s) => n + s.connected, 0),
    dropped: all.reduce((n, s) => n + s.dropped, 0),
    backAt: all.flatMap((s) => s.backAt),
    lostAt: all.flatMap((s) => s.lostAt),
    reopenedAt: all.flatMap((s) => s.reopenedAt),
    upgradedAt: all.flatMap((s) => s.upgradedAt),
    triesBack: all.flatMap((s) => s.triesBack),
    resultsAt: all.flatMap((s) => s.resultsAt),
    resultsBytes: Math.max(...all.map((s) => s.resultsBytes)),
    snapshotBytes: Math.max(...all.map((s) => s.snapshotBytes)),
    closes: sumCounts(all.map((s) => s.closes)),
    currentAt: Math.max(...all.map((s) => s.currentAt)),
  };
}

/** The largest snapshot and results message any phone of the swarms was sent. */
export async function samples(swarms: readonly Swarm[]): Promise<SamplesAnswer> {
  const all = await Promise.all(swarms.map((swarm) => swarm.samples()));
  const largest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    type: 'samples',
    snapshot: largest(all.map((s) => s.snapshot)),
    results: largest(all.map((s) => s.results)),
  };
}

/** When the dropped phones saw their socket close and had a snapshot again, p50 and p95, after `since`. */
export function dropTimes(state: StateAnswer, since: number): string {
  const s = (at: number[], p: number) => (percentile(at, p) - since) / 1000;
  const pair = (at: number[]) => `${s(at, 50).toFixed(2)} s and ${s(at, 95).toFixed(2)} s`;
  const tries = (p: number) => percentile(state.triesBack, p);
  return `saw the drop at p50 and p95 ${pair(state.lostAt)} after the kill, began their last attempt at ${pair(state.reopenedAt)}, had its socket open at ${pair(state.upgradedAt)}, and were current again at ${pair(state.backAt)}; attempts it took, p50 and p95: ${tries(50)} and ${tries(95)}`;
}

/** Polls until `done` holds of the swarms' state or `timeoutMs` passes; answers the last state. */
export async function until(
  swarms: readonly Swarm[],
  version: number,
  done: (state: StateAnswer) => boolean,
  timeoutMs: number,
): Promise<{ state: StateAnswer; at: number }> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const state = await states(swarms, version);
    if (done(state) || performance.now() > deadline) return { state, at: epochNow() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The room's version now, from a fresh public snapshot. */
export async function roomVersion(wsUrl: string, roomId: string): Promise<number> {
  const { socket, snapshot } = await subscribe(wsUrl, roomId, undefined);
  socket.terminate();
  return (JSON.parse(snapshot) as { version: number }).version;
}

/** Renames the first contestant (a versioned change every screen must show), trying while refused. */
export async function rename(http: BenchHttp, room: BenchRoom, name: string): Promise<void> {
  const path = `/api/rooms/${room.id}/contestants/${room.contestantIds[0]}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await http
      .request('PUT', path, room.adminToken, { name, blurb: 'Renamed' })
      .catch(() => ({ status: 0 }));
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the contestant could not be renamed');
}

/**
 * A ballot sent to node A, timed to its arrival on a dashboard on node A
 * and on one on node D: p50 and p95 of each, in ms.
 */
export async function ballotAcrossNodes(cluster: Cluster, room: BenchRoom, rounds: number) {
  const nodeA = cluster.nodes[0];
  const nodeD = cluster.nodes.at(-1);
  if (!nodeA || !nodeD || nodeA === nodeD) throw new Error('two nodes at least');
  const ws = (url: string) => `${url.replace(/^http/, 'ws')}/api/realtime`;
  const http = new BenchHttp(nodeA.url, 2);
  const joined = await http.request('POST', '/api/rooms/join', undefined, {
    code: room.code,
    name: 'Across',
  });
  const token = (joined.body as { participantToken: string }).participantToken;
  const same = await subscribe(ws(nodeA.url), room.id, room.adminToken);
  const cross = await subscribe(ws(nodeD.url), room.id, room.adminToken);
  const sameArrivals = new Arrivals([same.socket]);
  const crossArrivals = new Arrivals([cross.socket]);
  const delays = { same: [] as number[], cross: [] as number[] };
  try {
    for (let r = 0; r <= rounds; r++) {
      const ids = room.contestantIds;
      const ranked = [ids[r % ids.length], ids[(r + 1) % ids.length]];
      const a = sameArrivals.arm('"type":"ballot_saved"');
      const d = crossArrivals.arm('"type":"ballot_saved"');
      const start = performance.now();
      const saved = await http.request('PUT', `/api/rooms/${room.id}/ballot`, token, {
        awardId: room.awardIds[0],
        rankings: ranked.map((contestantId) => ({ contestantId })),
      });
      if (saved.status !== 200) throw new Error(`the ballot across nodes answered ${saved.status}`);
      const [atA] = await a.wait(5_000);
      const [atD] = await d.wait(5_000);
      // Round 0 warms both paths up.
      if (r > 0 && atA !== undefined && atD !== undefined) {
        delays.same.push(atA - start);
        delays.cross.push(atD - start);
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  } finally {
    http.close();
    await closeSockets([same.socket, cross.socket]);
  }
  return {
    same: [percentile(delays.same, 50), percentile(delays.same, 95)],
    cross: [percentile(delays.cross, 50), percentile(delays.cross, 95)],
    rounds: delays.same.length,
  };
}

/** The phones' socket closes by code between two states, as JSON. */
export function closesSince(before: StateAnswer, after: StateAnswer): string {
  const since: Record<string, number> = {};
  for (const [code, n] of Object.entries(after.closes)) {
    const more = n - (before.closes[code] ?? 0);
    if (more > 0) since[code] = more;
  }
  return JSON.stringify(since);
}
