/**
 * Figure 3 on PostgreSQL: participants joining one room of our server on
 * PostgreSQL on their sockets, beside the raw server (node:http + ws
 * + one INSERT per join into the same database) taking as many.
 */

import { closeSockets } from '../scripts/launch/load/sockets.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { describeFailures, type JoinOutcome, joinAndSubscribe } from './joins.ts';
import { startRawServer } from './raw-ws-process.ts';
import { createRoom } from './room-setup.ts';
import { withScratchDatabase } from './scratch-database.ts';
import type { SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

/** The same joins into our server on PostgreSQL and into the raw server inserting there. */
export async function joinsOnPostgres(ctx: SectionContext, adminUrl: string) {
  const { profile, report } = ctx;
  await withScratchDatabase(adminUrl, async (url) => {
    report.step(`joins, PostgreSQL: ${profile.joins} participants into ours, then the raw server`);
    const server = await startServer({ kind: 'postgres', url });
    let ours: JoinOutcome;
    try {
      const room = await createRoom(server.baseUrl, 3);
      const target = { wsUrl: server.wsUrl, code: room.code };
      ours = await joinAndSubscribe(target, {
        count: profile.joins,
        inFlight: profile.joinsInFlight,
        maxMs: profile.joinsMaxMs,
      });
      await closeSockets(ours.sockets);
    } finally {
      await server.stop();
    }
    const raw = await startRawServer({ postgresUrl: url, replyBytes: ours.snapshotBytes });
    let rawOutcome: JoinOutcome;
    try {
      const target = { wsUrl: raw.wsUrl, code: 'RAW' };
      rawOutcome = await joinAndSubscribe(target, {
        count: Math.max(1, ours.sockets.length),
        inFlight: profile.joinsInFlight,
        maxMs: profile.joinsMaxMs,
      });
      await closeSockets(rawOutcome.sockets);
    } finally {
      await raw.stop();
    }
    const against = 'raw node:http + ws + pg INSERT, own process';
    report.row(
      {
        name: `PostgreSQL joins on the socket, ${ours.sockets.length} participants`,
        ours: ours.sockets.length / ours.seconds,
        baseline: rawOutcome.sockets.length / rawOutcome.seconds,
        unit: '/s',
        against,
      },
      {
        name: 'PostgreSQL join + snapshot p50',
        ours: median(ours.latenciesMs),
        baseline: median(rawOutcome.latenciesMs),
        unit: 'ms',
        against,
      },
      {
        name: 'PostgreSQL joins failed',
        ours: ours.failures,
        baseline: rawOutcome.failures,
        unit: '',
        against,
      },
    );
    report.note(
      `joins, PostgreSQL: ${ours.attempted} attempted in ${ours.seconds.toFixed(1)} s, ` +
        `failures: ${describeFailures(ours)} (raw: ${describeFailures(rawOutcome)}).`,
    );
  });
}
