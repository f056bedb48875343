import { BenchHttp } from '../../scripts/launch/load/http.ts';
import { SimulatedPhone } from '../../scripts/launch/load/simulated-phone.ts';
import { inBatches } from '../../scripts/launch/load/stats.ts';
import {
  type JoinAnswer,
  type JoinCommand,
  rankingOfPhone,
  type SamplesAnswer,
  type StateAnswer,
  type SwarmAnswer,
  type SwarmCommand,
  sumCounts,
  type VoteAnswer,
} from './swarm-protocol.ts';

const phones: SimulatedPhone[] = [];
/** One keep-alive client for each address phones join at. */
const clients = new Map<string, BenchHttp>();
let first = 0;
/** The largest snapshot and results message any phone was sent. */
const samples: SamplesAnswer = { type: 'samples', snapshot: '', results: '' };
const heard = (kind: 'snapshot' | 'results', text: string) => {
  if (text.length > samples[kind].length) samples[kind] = text;
};

const epoch = (t: number) => performance.timeOrigin + t;

function clientFor(baseUrl: string, command: JoinCommand): BenchHttp {
  let client = clients.get(baseUrl);
  if (!client) {
    client = new BenchHttp(baseUrl, command.inFlight, command.localAddress);
    clients.set(baseUrl, client);
  }
  return client;
}

async function join(command: JoinCommand): Promise<JoinAnswer> {
  first = command.first;
  const phoneAt = (n: number) => {
    const { addresses, awardIds } = command;
    const address = addresses[(command.first + n) % addresses.length];
    const awardId = awardIds[(command.first + n) % awardIds.length];
    if (!address || !awardId) throw new Error('a join names an address and an award at least');
    return new SimulatedPhone({
      http: clientFor(address.baseUrl, command),
      wsUrl: address.wsUrl,
      roomId: command.roomId,
      awardId,
      localAddress: command.localAddress,
      heard,
    });
  };
  const reasons: Record<string, number> = {};
  let failures = 0;
  let retried = 0;
  const fresh = Array.from({ length: command.phones }, (_, n) => phoneAt(n));
  await inBatches(fresh, command.inFlight, async (phone, n) => {
    try {
      const name = `Phone ${command.first + n + 1}`;
      if ((await phone.joinOnSocket(command.code, name)) > 1) retried += 1;
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
  const back = dropped.filter((phone) => phone.backAt !== undefined);
  return {
    type: 'state',
    phones: phones.length,
    holding: phones.filter((phone) => phone.holds(version)).length,
    connected: phones.filter((phone) => phone.holds(-1)).length,
    dropped: dropped.length,
    backAt: dropped.flatMap((phone) => (phone.backAt === undefined ? [] : [epoch(phone.backAt)])),
    lostAt: dropped.flatMap((phone) => (phone.lostAt === undefined ? [] : [epoch(phone.lostAt)])),
    reopenedAt: back.flatMap((phone) =>
      phone.reopenedAt === undefined ? [] : [epoch(phone.reopenedAt)],
    ),
    upgradedAt: back.flatMap((phone) =>
      phone.upgradedAt === undefined ? [] : [epoch(phone.upgradedAt)],
    ),
    triesBack: back.map((phone) => phone.triesBack),
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
    case 'samples':
      return samples;
    case 'stop':
      for (const phone of phones) phone.stop();
      for (const client of clients.values()) client.close();
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
