/**
 * Figure 3: participants joining one room on their sockets, as phones do (10,000
 * in the full run): joins per second, failures, and the server's memory per
 * connected participant, beside a raw server (node:http + ws + one INSERT
 * into PGlite per join) taking as many; and the idle server's RSS. With
 * PostgreSQL, the same joins into our server on it, beside the raw server
 * inserting into it.
 */
import path from 'node:path';
import { closeSockets } from '../scripts/launch/load/sockets.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { describeFailures, type JoinOutcome, joinAndSubscribe } from './joins.ts';
import { joinsOnPostgres } from './joins-on-postgres.ts';
import { pgliteDataDir, pgliteTemplate } from './pglite-data.ts';
import { MIB, settledResidentBytes } from './process-memory.ts';
import { type RawServer, startRawServer } from './raw-ws-process.ts';
import { createRoom } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

type Side = { outcome: JoinOutcome; before: number; after: number };

/** Joins into a server, reading its memory before and after; closes the sockets. */
async function joinInto(
  ctx: SectionContext,
  pid: number,
  target: Parameters<typeof joinAndSubscribe>[0],
  count: number,
): Promise<Side> {
  const { profile } = ctx;
  const before = await settledResidentBytes(pid, ctx.profile.settleMs);
  const outcome = await joinAndSubscribe(target, {
    count,
    inFlight: profile.joinsInFlight,
    maxMs: profile.joinsMaxMs,
  });
  const after = await settledResidentBytes(pid, ctx.profile.settleMs);
  await closeSockets(outcome.sockets);
  return { outcome, before, after };
}

async function ourSide(ctx: SectionContext) {
  const { profile, report } = ctx;
  const server = await startServer({
    kind: 'pglite',
    dataDir: await pgliteDataDir(ctx, 'joins'),
  });
  try {
    const restartRss = await settledResidentBytes(server.pid, ctx.profile.settleMs);
    const room = await createRoom(server.baseUrl, 3);
    report.step(
      `joins: ${profile.joins} participants join and subscribe, ${profile.joinsInFlight} at a ` +
        `time, for at most ${profile.joinsMaxMs / 1000} s`,
    );
    const side = await joinInto(
      ctx,
      server.pid,
      { wsUrl: server.wsUrl, code: room.code },
      profile.joins,
    );
    return { ...side, restartRss };
  } finally {
    await server.stop();
  }
}

async function rawSide(ctx: SectionContext, count: number, replyBytes: number) {
  const dir = path.join(ctx.scratch, 'joins-raw');
  let raw: RawServer | undefined = await startRawServer({ pgliteDir: dir, replyBytes });
  try {
    const firstStartRss = await settledResidentBytes(raw.pid, ctx.profile.settleMs);
    await raw.stop();
    // Like ours, the joins go to a restarted server.
    raw = await startRawServer({ pgliteDir: dir, replyBytes });
    const restartRss = await settledResidentBytes(raw.pid, ctx.profile.settleMs);
    ctx.report.step('joins: as many into the raw server');
    const target = { wsUrl: raw.wsUrl, code: 'RAW' };
    const side = await joinInto(ctx, raw.pid, target, count);
    return { ...side, firstStartRss, restartRss };
  } finally {
    await raw?.stop();
  }
}

const perSocketKiB = (side: Side) =>
  (side.after - side.before) / Math.max(1, side.outcome.sockets.length) / 1024;

export const joinsSection: Section = {
  name: 'joins',
  async run(ctx) {
    const { profile, report } = ctx;
    report.step('joins: the server on PGlite, its first start and a restart');
    const template = await pgliteTemplate(ctx);
    const ours = await ourSide(ctx);
    const connected = ours.outcome.sockets.length;
    const raw = await rawSide(ctx, Math.max(1, connected), ours.outcome.snapshotBytes);
    const label = `${connected} participants`;
    const rawAgainst = 'raw node:http + ws + PGlite INSERT, own process';
    report.row(
      {
        name: 'idle server RSS, first start on PGlite',
        ours: template.firstStartRssBytes / MIB,
        baseline: raw.firstStartRss / MIB,
        unit: 'MB',
        against: 'raw node + ws + PGlite, first start (target < 300 MB)',
      },
      {
        name: 'idle server RSS, restart on PGlite',
        ours: ours.restartRss / MIB,
        baseline: raw.restartRss / MIB,
        unit: 'MB',
        against: 'raw node + ws + PGlite, restart (target < 300 MB)',
      },
      {
        name: `joins on the socket (join, answer, snapshot), ${label}`,
        ours: connected / ours.outcome.seconds,
        baseline: raw.outcome.sockets.length / raw.outcome.seconds,
        unit: '/s',
        against: rawAgainst,
      },
      {
        name: 'join + snapshot p50',
        ours: median(ours.outcome.latenciesMs),
        baseline: median(raw.outcome.latenciesMs),
        unit: 'ms',
        against: rawAgainst,
      },
      {
        name: 'joins failed',
        ours: ours.outcome.failures,
        baseline: raw.outcome.failures,
        unit: '',
        against: rawAgainst,
      },
      {
        name: `server memory per connected participant`,
        ours: perSocketKiB(ours),
        baseline: perSocketKiB(raw),
        unit: 'KiB',
        against: 'raw ws server (own process), per socket',
      },
    );
    report.note(
      `joins: ${ours.outcome.attempted} of ${profile.joins} joins attempted in ` +
        `${ours.outcome.seconds.toFixed(1)} s (at most ${profile.joinsMaxMs / 1000} s), ` +
        `${connected} connected, ${profile.joinsInFlight} in flight; failures: ` +
        `${describeFailures(ours.outcome)} (raw: ${describeFailures(raw.outcome)}). Memory = ` +
        `(VmRSS with every socket open - VmRSS before the first join) / sockets, read ` +
        `${ctx.profile.settleMs / 1000} s after each; ours ${(ours.before / MIB).toFixed(0)} -> ` +
        `${(ours.after / MIB).toFixed(0)} MB, raw ${(raw.before / MIB).toFixed(0)} -> ` +
        `${(raw.after / MIB).toFixed(0)} MB. The raw reply to a subscribe is as large as our ` +
        `snapshot (${ours.outcome.snapshotBytes} B).`,
    );
    if (ctx.postgresUrl) await joinsOnPostgres(ctx, ctx.postgresUrl);
  },
};
