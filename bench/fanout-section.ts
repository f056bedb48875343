/**
 * Figure 2: an update and the results fanned out to every participant of one
 * room (5,000 sockets in the full run), beside a raw `ws` server broadcasting
 * a message of the same size to as many sockets. Contestant-added rounds
 * repeat in one room; a room finishes once, so each results round after the
 * first fills a fresh room with as many participants.
 */

import { percentile, type Row } from '../scripts/launch/load/stats.ts';
import { type Delivery, type FanOutSide, ourFanOut, rawFanOut, subscribeAll } from './fanout.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { startRawServer } from './raw-ws-process.ts';
import { type BenchRoom, createRoom, joinParticipants } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';
import { type ServerNode, startServer } from './server-process.ts';

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
  return { ours: gather(oursRounds), raw: gather(rawRounds) };
}

/** One results round: ours finishes the room; then the raw server broadcasts as many bytes. */
async function resultsRound(ctx: SectionContext, ours: FanOutSide, raw: FanOutSide) {
  const timeout = ctx.profile.deliveryTimeoutMs;
  const mine = await ours.results(0, timeout);
  await pause(BETWEEN_ROUNDS_MS);
  return { ours: mine, raw: await raw.results(mine.messageBytes, timeout) };
}

/** A fresh room of `contestants` with `count` participants, each subscribed over WebSocket. */
async function filledRoom(
  ctx: SectionContext,
  server: ServerNode,
  count: number,
  contestants: number,
) {
  const room: BenchRoom = await createRoom(server.baseUrl, contestants);
  const joined = await joinParticipants(server.baseUrl, room.code, count, 32);
  ctx.report.step(`fan-out: ${count} participants subscribe over WebSocket`);
  const subscribed = await subscribeAll(
    server.wsUrl,
    room.roomId,
    joined.map((participant) => participant.token),
  );
  return { room, ...subscribed };
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
      const first = await filledRoom(ctx, server, count, 1);
      ours = ourFanOut(server.baseUrl, first.room, first.sockets);
      report.step(`fan-out: ${count} sockets on the raw ws server`);
      raw = await rawFanOut(rawServer, first.sockets.length);
      const update = await measureSides(ctx, ours, raw);
      const sockets = first.sockets.length;
      const failures = [first.failures];
      const oursResults: Delivery[] = [];
      const rawResults: Delivery[] = [];
      for (let round = 1; round <= profile.resultsRounds; round++) {
        if (round > 1) {
          const finished = ours;
          ours = undefined;
          await finished.close();
          report.step(`fan-out: results round ${round}: a fresh room; ${count} participants join`);
          // As many contestants as the first room has once its rounds (and warm-up) added theirs.
          const next = await filledRoom(ctx, server, count, 2 + profile.fanOutRounds);
          failures.push(next.failures);
          ours = ourFanOut(server.baseUrl, next.room, next.sockets);
        }
        report.step(
          `fan-out: results round ${round}: the organiser finishes, then the raw broadcast`,
        );
        if (!ours) throw new Error('the fan-out room is not ready');
        const measured = await resultsRound(ctx, ours, raw);
        oursResults.push(measured.ours);
        rawResults.push(measured.raw);
      }
      const measured = {
        update,
        results: { ours: gather(oursResults), raw: gather(rawResults) },
      };
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
        `fan-out: ${sockets} participants subscribed in one room (subscribes failed: ` +
          `${failures.join(', ')}); ours timed from sending the organiser's request (add a ` +
          `contestant: ${profile.fanOutRounds} rounds after a warm-up; finish voting: ` +
          `${profile.resultsRounds} round(s), each in a room of its own, every delay pooled) ` +
          'to each socket receiving the update that carries it, so it ' +
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
