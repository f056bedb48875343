/**
 * Figure 2: an update and the results fanned out to every participant of one
 * room (5,000 sockets in the full run), beside a raw `ws` server broadcasting
 * a message of the same size to as many sockets. Contestant-added rounds
 * repeat; finishing happens once per room, so the results are one round.
 */
import { type Delivery, type FanOutSide, ourFanOut, rawFanOut, subscribeAll } from './fanout.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { startRawServer } from './raw-ws-process.ts';
import { createRoom, joinParticipants } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';
import { startServer } from './server-process.ts';
import { percentile, type Row } from './stats.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Between rounds: the coalescing window closes and the sockets drain. */
const BETWEEN_ROUNDS_MS = 200;

type Rounds = { delaysMs: number[]; expected: number; messageBytes: number };

function gather(deliveries: readonly Delivery[]): Rounds {
  return {
    delaysMs: deliveries.flatMap((delivery) => delivery.delaysMs),
    expected: deliveries.reduce((sum, delivery) => sum + delivery.sockets, 0),
    messageBytes: deliveries.at(-1)?.messageBytes ?? 0,
  };
}

function rows(label: string, ours: Rounds, raw: Rounds, against: string): Row[] {
  const at = (rounds: Rounds, p: number) => percentile(rounds.delaysMs, p);
  const rate = (rounds: Rounds) => (100 * rounds.delaysMs.length) / rounds.expected;
  return [
    ...[50, 95, 99].map((p) => ({
      name: `${label}, p${p}`,
      ours: at(ours, p),
      baseline: at(raw, p),
      unit: 'ms',
      against,
    })),
    { name: `${label}, delivered`, ours: rate(ours), baseline: rate(raw), unit: '%', against },
  ];
}

async function measureSides(ctx: SectionContext, ours: FanOutSide, raw: FanOutSide) {
  const { profile, report } = ctx;
  const timeout = profile.deliveryTimeoutMs;
  const warm = await ours.round(0, 0, timeout);
  await raw.round(0, warm.messageBytes, timeout);
  report.step(
    `fan-out: ${profile.fanOutRounds} contestant-added rounds, ours and raw in turn, ` +
      `${warm.messageBytes} B each`,
  );
  const oursRounds: Delivery[] = [];
  const rawRounds: Delivery[] = [];
  for (let r = 1; r <= profile.fanOutRounds; r++) {
    const mine = await ours.round(r, 0, timeout);
    oursRounds.push(mine);
    await pause(BETWEEN_ROUNDS_MS);
    rawRounds.push(await raw.round(r, mine.messageBytes, timeout));
    await pause(BETWEEN_ROUNDS_MS);
  }
  report.step('fan-out: the organiser finishes voting; then the raw results broadcast');
  const results = await ours.results(0, timeout);
  await pause(BETWEEN_ROUNDS_MS);
  const rawResults = await raw.results(results.messageBytes, timeout);
  return {
    update: { ours: gather(oursRounds), raw: gather(rawRounds) },
    results: { ours: gather([results]), raw: gather([rawResults]) },
  };
}

export const fanOutSection: Section = {
  name: 'fanout',
  async run(ctx) {
    const { profile, report } = ctx;
    const count = profile.fanOutSockets;
    report.step(`fan-out: starting the server; ${count} participants join`);
    const server = await startServer({
      kind: 'pglite',
      dataDir: await pgliteDataDir(ctx, 'fanout'),
    });
    let ours: FanOutSide | undefined;
    const rawServer = await startRawServer({ replyBytes: 0 });
    let raw: FanOutSide | undefined;
    try {
      const room = await createRoom(server.baseUrl, 1);
      const joined = await joinParticipants(server.baseUrl, room.code, count, 32);
      report.step(`fan-out: ${count} participants subscribe over WebSocket`);
      const subscribed = await subscribeAll(
        server.wsUrl,
        room.roomId,
        joined.map((participant) => participant.token),
      );
      ours = ourFanOut(server.baseUrl, room, subscribed.sockets);
      report.step(`fan-out: ${count} sockets on the raw ws server`);
      raw = await rawFanOut(rawServer, subscribed.sockets.length);
      const measured = await measureSides(ctx, ours, raw);
      const sockets = subscribed.sockets.length;
      report.row(
        ...rows(
          `contestant added to ${sockets} sockets`,
          measured.update.ours,
          measured.update.raw,
          `raw ws broadcast, ${measured.update.ours.messageBytes} B`,
        ),
        ...rows(
          `results to ${sockets} sockets on finish`,
          measured.results.ours,
          measured.results.raw,
          `raw ws broadcast, ${measured.results.ours.messageBytes} B`,
        ),
      );
      report.note(
        `fan-out: ${sockets} participants subscribed in one room (${subscribed.failures} ` +
          `subscribes failed); ours timed from sending the organiser's request (add a ` +
          `contestant: ${profile.fanOutRounds} rounds after a warm-up; finish voting: one ` +
          'round, once per room) to each socket receiving the update that carries it, so it ' +
          "includes the request, its transaction and the hub's coalescing; raw timed from " +
          'sending POST /broadcast to a plain ws server in its own process. delivered = ' +
          `sockets that received it within ${profile.deliveryTimeoutMs} ms.`,
      );
    } finally {
      await ours?.close();
      await raw?.close();
      await rawServer.stop();
      await server.stop();
    }
  },
};
