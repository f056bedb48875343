/**
 * Figure 1: ballots per second at 1, 8 and 64 concurrent clients, on PGlite
 * and on PostgreSQL, beside the same upsert made raw; and the ballot's p50 at
 * 64 clients. Every client writes its own participants' ballots.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { routes } from '#shared/routes.ts';
import {
  alternate,
  type Contender,
  type Measured,
  median,
  runSlice,
} from '../scripts/launch/load/stats.ts';
import {
  type Closable,
  healthRoundTrips,
  openRawPglite,
  ourBallots,
  rawPgliteUpserts,
  rawPgUpserts,
} from './ballots.ts';
import { hasPgbench, pgbenchUpserts } from './pgbench.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { createRoom, joinParticipants } from './room-setup.ts';
import { withScratchDatabase } from './scratch-database.ts';
import type { Section, SectionContext } from './section.ts';
import { type ServerDatabase, startServer } from './server-process.ts';

type Contenders = Record<string, Contender & { close?(): Promise<void> | void }>;

/** Warms every contender up, then measures them in alternating slices; closes them all. */
async function measure(ctx: SectionContext, contenders: Contenders) {
  const { profile } = ctx;
  try {
    // pgbench connects afresh for every slice: it has nothing to warm.
    for (const contender of Object.values(contenders)) {
      if (!('slice' in contender)) await runSlice(contender, profile.warmUpMs);
    }
    return await alternate(contenders, { slices: profile.slices, sliceMs: profile.sliceMs });
  } finally {
    for (const contender of Object.values(contenders)) await contender.close?.();
  }
}

/** Our server in its own process with a room of 64 × N joined participants. */
async function serverWithVoters(ctx: SectionContext, database: ServerDatabase, label: string) {
  const { profile, report } = ctx;
  const participants = Math.max(...profile.ballotClients) * profile.participantsPerClient;
  report.step(`ballots, ${label}: starting the server; ${participants} participants join`);
  const server = await startServer(database);
  try {
    const room = await createRoom(server.baseUrl, 3);
    const joined = await joinParticipants(server.baseUrl, room.code, participants);
    return { server, room, tokens: joined.map((participant) => participant.token), participants };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

function ours(
  setUp: Awaited<ReturnType<typeof serverWithVoters>>,
  clients: readonly number[],
): Record<string, Closable> {
  const { server, room, tokens } = setUp;
  return Object.fromEntries(
    clients.map((n) => [`ours${n}`, ourBallots(server.baseUrl, room, tokens, n)]),
  );
}

function rateRows(
  ctx: SectionContext,
  label: string,
  rates: Record<string, Measured>,
  against: (clients: number) => string,
) {
  for (const n of ctx.profile.ballotClients) {
    ctx.report.row({
      name: `${label} ballots, ${n} client${n === 1 ? '' : 's'}`,
      ours: rates[`ours${n}`]?.perSecond ?? Number.NaN,
      baseline: rates[`raw${n}`]?.perSecond ?? Number.NaN,
      unit: '/s',
      against: against(n),
    });
  }
}

/**
 * What an HTTP round trip alone costs beside the 1-client baseline: a bound on
 * the 1-client ratio of any server that answers ballots over HTTP.
 */
function floorNote(ctx: SectionContext, label: string, rates: Record<string, Measured>) {
  const health = rates.health1?.perSecond;
  const raw = rates.raw1?.perSecond;
  if (!health || !raw) return;
  const httpMs = 1000 / health;
  const rawMs = 1000 / raw;
  ctx.report.note(
    `${label}, 1 client: an HTTP round trip alone (GET /health to the same server, one ` +
      `client, measured in the same slices) takes ${httpMs.toFixed(3)} ms; the baseline ` +
      `takes ${rawMs.toFixed(3)} ms a ballot. A server that answered each ballot over HTTP ` +
      'and did no more database work than the baseline would reach at most ' +
      `${(rawMs / (httpMs + rawMs)).toFixed(2)}x at 1 client.`,
  );
}

function latencyRow(
  ctx: SectionContext,
  label: string,
  ours: number[],
  raw: number[],
  against: string,
) {
  const most = Math.max(...ctx.profile.ballotClients);
  ctx.report.row({
    name: `${label} ballot p50 at ${most} clients`,
    ours: median(ours),
    baseline: median(raw),
    unit: 'ms',
    against,
  });
}

async function onPglite(ctx: SectionContext): Promise<void> {
  const { profile, report, scratch } = ctx;
  const most = Math.max(...profile.ballotClients);
  const setUp = await serverWithVoters(
    ctx,
    { kind: 'pglite', dataDir: await pgliteDataDir(ctx, 'ballots-pglite') },
    'PGlite',
  );
  let raw: PGlite | undefined;
  try {
    const rawClient = await openRawPglite(path.join(scratch, 'ballots-raw-pglite'));
    raw = rawClient;
    const contenders: Contenders = ours(setUp, profile.ballotClients);
    contenders.health1 = healthRoundTrips(setUp.server.baseUrl);
    for (const n of profile.ballotClients) {
      contenders[`raw${n}`] = await rawPgliteUpserts(rawClient, {
        workers: n,
        participants: setUp.participants,
      });
    }
    report.step(`ballots, PGlite: ours and raw at ${profile.ballotClients.join(', ')} clients`);
    const rates = await measure(ctx, contenders);
    rateRows(ctx, 'PGlite', rates, (n) =>
      n === 1 ? 'raw PGlite upsert loop' : `raw PGlite upserts, ${n} callers, its one connection`,
    );
    floorNote(ctx, 'PGlite', rates);
    latencyRow(
      ctx,
      'PGlite',
      rates[`ours${most}`]?.latenciesMs ?? [],
      rates[`raw${most}`]?.latenciesMs ?? [],
      `raw PGlite upserts, ${most} callers`,
    );
  } finally {
    await raw?.close();
    await setUp.server.stop();
  }
}

async function onPostgres(ctx: SectionContext, url: string): Promise<void> {
  const { profile, report, scratch } = ctx;
  const most = Math.max(...profile.ballotClients);
  const setUp = await serverWithVoters(ctx, { kind: 'postgres', url }, 'PostgreSQL');
  try {
    const participants = setUp.participants;
    const pgbench = await hasPgbench();
    report.step(`ballots, PostgreSQL: ours and raw pg upserts at ${most} clients, for the p50`);
    // Also creates the raw table, for pgbench; its pool has closed before pgbench connects.
    const latency = await measure(ctx, {
      ours: ourBallots(setUp.server.baseUrl, setUp.room, setUp.tokens, most),
      raw: await rawPgUpserts(url, { workers: most, participants }),
    });
    const contenders: Contenders = ours(setUp, profile.ballotClients);
    contenders.health1 = healthRoundTrips(setUp.server.baseUrl);
    for (const n of profile.ballotClients) {
      contenders[`raw${n}`] = pgbench
        ? await pgbenchUpserts(url, { clients: n, participants, scratch })
        : await rawPgUpserts(url, { workers: n, participants });
    }
    const baseline = pgbench ? 'pgbench -M prepared' : 'raw pg upserts';
    report.step(
      `ballots, PostgreSQL: ours and ${baseline} at ${profile.ballotClients.join(', ')} clients`,
    );
    const rates = await measure(ctx, contenders);
    rateRows(ctx, 'PostgreSQL', rates, (n) =>
      pgbench
        ? `pgbench -M prepared, ${n} connection${n === 1 ? '' : 's'}`
        : `raw pg upserts, ${n} connections`,
    );
    floorNote(ctx, 'PostgreSQL', rates);
    latencyRow(
      ctx,
      'PostgreSQL',
      latency.ours?.latenciesMs ?? [],
      latency.raw?.latenciesMs ?? [],
      `raw pg upserts, ${most} connections`,
    );
  } finally {
    await setUp.server.stop();
  }
}

export const ballotsSection: Section = {
  name: 'ballots',
  async run(ctx) {
    await onPglite(ctx);
    // Without PostgreSQL the run says once that it skipped it.
    if (ctx.postgresUrl) await withScratchDatabase(ctx.postgresUrl, (url) => onPostgres(ctx, url));
    const most = Math.max(...ctx.profile.ballotClients);
    ctx.report.note(
      `ballots: ${routes.submitBallot.method} ${routes.submitBallot.path} into one room of ` +
        `${most * ctx.profile.participantsPerClient} participants, each client with its own ` +
        `(inserts, then updates); median of ${ctx.profile.slices} alternating ` +
        `${ctx.profile.sliceMs} ms slices; the servers in their own processes, rate limits off. ` +
        'The raw baselines upsert rows of the same shape with the same statement; pgbench ' +
        'slices last whole seconds. The p50 is over every ballot of the slices.',
    );
  },
};
