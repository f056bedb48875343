import { COALESCE_MS } from '#server/realtime/hub.ts';
import { setUpVotingRoom } from './ballots.ts';
import type { BenchServer } from './bench-server.ts';
import { ourFanOut, rawWsFanOut } from './fanout.ts';
import { median, percentile, type Row } from './stats.ts';

const FANOUT_SOCKETS = 500;
const FANOUT_ROUNDS = 20;
const FANOUT_WARMUP = 2;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fan-out: an admin adds a contestant while every participant's socket
 * listens; ours (HTTP, transaction, bus, hub) beside a raw ws broadcast of a
 * message of the same size, in alternating rounds.
 */
export async function measureFanOut(
  server: BenchServer,
  step: (message: string) => void,
): Promise<{ rows: Row[]; note: string }> {
  step(`fan-out: ${FANOUT_SOCKETS} participants join and subscribe`);
  const room = await setUpVotingRoom(server.baseUrl, {
    contestants: 1,
    participants: FANOUT_SOCKETS,
  });
  const ours = await ourFanOut(server.baseUrl, server.wsUrl, room);
  try {
    for (let r = 0; r < FANOUT_WARMUP; r++) await ours.round(r);
    const bytes = ours.messageBytes();
    step(`fan-out: ${FANOUT_ROUNDS} rounds, ours and a raw ws broadcast of ${bytes} B in turn`);
    const raw = await rawWsFanOut(FANOUT_SOCKETS, bytes);
    try {
      for (let r = 0; r < FANOUT_WARMUP; r++) await raw.round(r);
      const oursDelays: number[] = [];
      const oursAll: number[] = [];
      const oursRequest: number[] = [];
      const rawDelays: number[] = [];
      const rawAll: number[] = [];
      for (let r = FANOUT_WARMUP; r < FANOUT_WARMUP + FANOUT_ROUNDS; r++) {
        const mine = await ours.round(r);
        oursDelays.push(...mine.delaysMs);
        oursAll.push(Math.max(...mine.delaysMs));
        if (mine.requestMs !== undefined) oursRequest.push(mine.requestMs);
        // Let the coalescing window close and the sockets drain between rounds.
        await pause(100);
        const theirs = await raw.round(r);
        rawDelays.push(...theirs.delaysMs);
        rawAll.push(Math.max(...theirs.delaysMs));
        await pause(100);
      }
      const label = `fan-out to ${FANOUT_SOCKETS}`;
      const rows: Row[] = [
        {
          name: `${label}, p50 per socket`,
          ours: median(oursDelays),
          baseline: median(rawDelays),
          unit: 'ms',
          against: 'raw ws broadcast',
        },
        {
          name: `${label}, p99 per socket`,
          ours: percentile(oursDelays, 99),
          baseline: percentile(rawDelays, 99),
          unit: 'ms',
          against: 'raw ws broadcast',
        },
        {
          name: `${label}, last socket (median)`,
          ours: median(oursAll),
          baseline: median(rawAll),
          unit: 'ms',
          against: 'raw ws broadcast',
        },
      ];
      const note =
        `fan-out: ours is timed from the admin's POST to receipt, so it includes the HTTP ` +
        `request and its transaction (answered in ${median(oursRequest).toFixed(1)} ms median) ` +
        `and the ${COALESCE_MS} ms coalescing window; ${FANOUT_ROUNDS} rounds after ` +
        `${FANOUT_WARMUP} warm-up, ${bytes} B per message.`;
      return { rows, note };
    } finally {
      await raw.close();
    }
  } finally {
    await ours.close();
  }
}
