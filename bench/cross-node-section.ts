/**
 * Figure 5: two server nodes (two processes) on one PostgreSQL database. A
 * change made through node A (a contestant added, a ballot saved) timed to
 * its arrival on a socket connected to node B, beside the same change's
 * arrival on a socket connected to node A itself.
 */

import { BenchHttp } from '../scripts/launch/load/http.ts';
import { Arrivals, closeSockets, subscribe } from '../scripts/launch/load/sockets.ts';
import { percentile, type Row } from '../scripts/launch/load/stats.ts';
import { sendBallot } from './ballots.ts';
import { addContestant, createRoom, joinRoom } from './room-setup.ts';
import { withScratchDatabase } from './scratch-database.ts';
import type { Section, SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

const BETWEEN_ROUNDS_MS = 100;

type Watched = { sameNode: Arrivals; crossNode: Arrivals };
type Delays = { sameNode: number[]; crossNode: number[] };

/** Times one change: from sending it to its arrival on node A's socket and node B's. */
async function round(
  watched: Watched,
  marker: string,
  timeoutMs: number,
  send: () => Promise<unknown>,
  into: Delays,
) {
  const same = watched.sameNode.arm(marker);
  const cross = watched.crossNode.arm(marker);
  const start = performance.now();
  await send();
  const [a] = await same.wait(timeoutMs);
  const [b] = await cross.wait(timeoutMs);
  if (a === undefined || b === undefined) throw new Error(`${marker} did not reach both nodes`);
  into.sameNode.push(a - start);
  into.crossNode.push(b - start);
  await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROUNDS_MS));
}

function rows(label: string, delays: Delays): Row[] {
  return [50, 95].map((p) => ({
    name: `${label}, node A to node B, p${p}`,
    ours: percentile(delays.crossNode, p),
    baseline: percentile(delays.sameNode, p),
    unit: 'ms',
    against: 'the same change, socket on node A',
  }));
}

async function measure(ctx: SectionContext, url: string): Promise<void> {
  const { profile, report } = ctx;
  report.step('cross-node: two server processes on one scratch PostgreSQL database');
  const [nodeA, nodeB] = await Promise.all([
    startServer({ kind: 'postgres', url }),
    startServer({ kind: 'postgres', url }),
  ]);
  const http = new BenchHttp(nodeA.baseUrl, 2);
  const sockets: Awaited<ReturnType<typeof subscribe>>['socket'][] = [];
  try {
    const room = await createRoom(nodeA.baseUrl, 2);
    const voter = await joinRoom(http, room.code, 'Voter on A');
    const open = async (wsUrl: string, token: string) => {
      const { socket } = await subscribe(wsUrl, room.roomId, token);
      sockets.push(socket);
      return new Arrivals([socket]);
    };
    const participants = {
      sameNode: await open(nodeA.wsUrl, voter.token),
      crossNode: await open(nodeB.wsUrl, voter.token),
    };
    const dashboards = {
      sameNode: await open(nodeA.wsUrl, room.adminToken),
      crossNode: await open(nodeB.wsUrl, room.adminToken),
    };
    const timeout = profile.deliveryTimeoutMs;
    const contestants: Delays = { sameNode: [], crossNode: [] };
    const ballots: Delays = { sameNode: [], crossNode: [] };
    report.step(`cross-node: ${profile.crossNodeRounds} rounds of a contestant and of a ballot`);
    for (let r = 0; r <= profile.crossNodeRounds; r++) {
      // Round 0 warms both paths up and is not counted.
      const into = <T>(delays: T) => (r === 0 ? { sameNode: [], crossNode: [] } : delays);
      await round(
        participants,
        `"name":"Cross ${r}"`,
        timeout,
        () => addContestant(http, room, `Cross ${r}`),
        into(contestants),
      );
      await round(
        dashboards,
        '"type":"ballot_saved"',
        timeout,
        () => sendBallot(http, room, voter.token, r),
        into(ballots),
      );
    }
    report.row(
      ...rows('contestant added, to a participant', contestants),
      ...rows('ballot saved, to a dashboard', ballots),
    );
    report.note(
      `cross-node: ${profile.crossNodeRounds} rounds after a warm-up; each change sent ` +
        'through node A, timed from the request to its arrival on a socket of node A and on ' +
        'one of node B (LISTEN/NOTIFY between them); both include the request and the ' +
        "hub's coalescing.",
    );
  } finally {
    http.close();
    await closeSockets(sockets);
    await Promise.all([nodeA.stop(), nodeB.stop()]);
  }
}

export const crossNodeSection: Section = {
  name: 'cross-node',
  async run(ctx) {
    // Without PostgreSQL the run says once that it skipped it.
    if (!ctx.postgresUrl) return;
    await withScratchDatabase(ctx.postgresUrl, (url) => measure(ctx, url));
  },
};
