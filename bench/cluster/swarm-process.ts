/**
 * One process of simulated phones (simulated-phone.ts), driven by the bench
 * over IPC (swarm.ts): they join, vote, reconnect and are asked how current
 * they are. Every loop is bounded; all traffic goes to loopback addresses.
 */
import type WebSocket from 'ws';
import { BenchHttp } from '../../scripts/launch/load/http.ts';
import { SimulatedPhone } from '../../scripts/launch/load/simulated-phone.ts';
import { openSocket } from '../../scripts/launch/load/sockets.ts';
import { portTaken, sourceOf } from '../../scripts/launch/load/source-ports.ts';
import { inBatches } from '../../scripts/launch/load/stats.ts';
import {
  type ArrivalsAnswer,
  epochNow,
  type JoinAnswer,
  type JoinCommand,
  type RawAnswer,
  rankingOfPhone,
  type StateAnswer,
  type SwarmAnswer,
  type SwarmCommand,
  sumCounts,
  type VoteAnswer,
} from './swarm-protocol.ts';

const RAW_OPEN_TIMEOUT_MS = 30_000;
/** Source ports tried for one raw socket before it counts as a failure. */
const PORT_TRIES = 5;
const phones: SimulatedPhone[] = [];
const raw: WebSocket[] = [];
let http: BenchHttp | undefined;
let first = 0;
let marker: string | undefined;
let arrivals = new Map<WebSocket, number>();

const epoch = (t: number) => performance.timeOrigin + t;

async function join(command: JoinCommand): Promise<JoinAnswer> {
  http ??= new BenchHttp(command.baseUrl, command.inFlight, command.localAddress);
  first = command.first;
  const target = {
    http,
    wsUrl: command.wsUrl,
    roomId: command.roomId,
    awardId: command.awardId,
    localAddress: command.localAddress,
  };
  const reasons: Record<string, number> = {};
  let failures = 0;
  let retried = 0;
  const fresh = Array.from({ length: command.phones }, () => new SimulatedPhone(target));
  await inBatches(fresh, command.inFlight, async (phone, n) => {
    try {
      if ((await phone.join(command.code, `Phone ${command.first + n + 1}`)) > 1) retried += 1;
      await phone.connect();
      phones.push(phone);
    } catch (error) {
      failures += 1;
      const reason = error instanceof Error ? error.message.slice(0, 60) : String(error);
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      phone.stop();
    }
  });
  return { type: 'joined', joined: command.phones - failures, failures, retried, reasons };
}

async function vote(
  from: number,
  to: number,
  ids: string[],
  inFlight: number,
  spreadMs: number,
): Promise<VoteAnswer> {
  const acked: VoteAnswer['acked'] = [];
  const statuses: Record<string, number> = {};
  const start = performance.now();
  const count = Math.max(1, to - from);
  await inBatches(phones.slice(from, to), inFlight, async (phone, n) => {
    const due = start + (spreadMs * n) / count - performance.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    const answer = await phone.vote(rankingOfPhone(first + from + n, ids));
    if (typeof answer !== 'number') acked.push([answer.participantId, answer.contestantIds]);
  });
  for (const phone of phones.slice(from, to)) {
    for (const status of phone.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { type: 'voted', acked, statuses };
}

function state(version: number): StateAnswer {
  const dropped = phones.filter((phone) => phone.drops > 0);
  return {
    type: 'state',
    phones: phones.length,
    holding: phones.filter((phone) => phone.holds(version)).length,
    connected: phones.filter((phone) => phone.holds(-1)).length,
    dropped: dropped.length,
    backAt: dropped.flatMap((phone) => (phone.backAt === undefined ? [] : [epoch(phone.backAt)])),
    lostAt: dropped.flatMap((phone) => (phone.lostAt === undefined ? [] : [epoch(phone.lostAt)])),
    resultsAt: phones.flatMap((phone) =>
      phone.resultsAt === undefined ? [] : [epoch(phone.resultsAt)],
    ),
    resultsBytes: Math.max(0, ...phones.map((phone) => phone.resultsBytes)),
    snapshotBytes: Math.max(0, ...phones.map((phone) => phone.snapshotBytes)),
    closes: sumCounts(phones.map((phone) => phone.closes)),
    currentAt: phones.reduce(
      (latest, phone) => (phone.holds(version) ? Math.max(latest, epoch(phone.versionAt)) : latest),
      0,
    ),
  };
}

async function openRaw(url: string, localAddress: string): Promise<WebSocket> {
  let socket: WebSocket | undefined;
  for (let tries = 0; !socket; tries++) {
    socket = await openSocket(url, RAW_OPEN_TIMEOUT_MS, sourceOf(localAddress)).catch(
      (error: unknown) => {
        if (portTaken(error) && tries < PORT_TRIES) return undefined;
        throw error;
      },
    );
  }
  // The raw server sends nothing before its broadcast.
  socket.on('message', (data: WebSocket.RawData) => {
    if (marker === undefined || arrivals.has(socket)) return;
    const at = epochNow();
    if (data.toString().includes(marker)) arrivals.set(socket, at);
  });
  return socket;
}

async function connectRaw(urls: string[], count: number, localAddress: string): Promise<RawAnswer> {
  let failures = 0;
  await inBatches(
    Array.from({ length: count }, (_, n) => urls[n % urls.length] ?? ''),
    64,
    async (url) => {
      try {
        raw.push(await openRaw(url, localAddress));
      } catch {
        failures += 1;
      }
    },
  );
  return { type: 'raw', opened: count - failures, failures };
}

async function handle(command: SwarmCommand): Promise<SwarmAnswer | undefined> {
  switch (command.type) {
    case 'join':
      return join(command);
    case 'vote':
      return vote(
        command.from,
        command.to,
        command.contestantIds,
        command.inFlight,
        command.spreadMs,
      );
    case 'state':
      return state(command.version);
    case 'raw':
      return connectRaw(command.urls, command.count, command.localAddress);
    case 'arm':
      marker = command.marker;
      arrivals = new Map();
      return { type: 'armed' };
    case 'arrivals': {
      const answer: ArrivalsAnswer = { type: 'arrivals', at: [...arrivals.values()] };
      return answer;
    }
    case 'stop':
      for (const phone of phones) phone.stop();
      for (const socket of raw) socket.terminate();
      http?.close();
      setTimeout(() => process.exit(0), 50);
      return undefined;
  }
}

process.on('message', (command: SwarmCommand) => {
  handle(command).then(
    (answer) => {
      if (answer) process.send?.(answer);
    },
    (error: unknown) => process.send?.({ type: 'error', message: String(error) }),
  );
});
// The bench gone, so is this.
process.on('disconnect', () => process.exit(0));
