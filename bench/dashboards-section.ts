/**
 * Figure 4: the organiser's dashboards while ballots arrive. At a steady 200
 * ballots/s: updates per second per dashboard and how soon each ballot shows
 * there, with 1 and with 50 dashboards; ballots/s unpaced with 50 dashboards
 * against 1, in alternating slices; and nothing lost: each dashboard ends on
 * the true ballot count with the latest ballot in its activity.
 */

import { BenchHttp } from '../scripts/launch/load/http.ts';
import { median, percentile, type Row, runFor } from '../scripts/launch/load/stats.ts';
import { type Dashboard, openDashboards, Voters } from './dashboards.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { createRoom, joinParticipants } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

const UNPACED_CLIENTS = 16;

type Paced = { sentPerSecond: number; updatesPerSecond: number; freshnessMs: number[] };
type Check = { dashboards: number; upToDate: number; truth: number };

/** Ballots at the profile's steady rate while the dashboards count their updates. */
async function paced(ctx: SectionContext, voters: Voters, dashboards: readonly Dashboard[]) {
  const { profile, report } = ctx;
  report.step(
    `dashboards: ${dashboards.length} subscribed, ${profile.pacedBallotsPerSecond} ballots/s ` +
      `for ${profile.pacedMs / 1000} s`,
  );
  const before = new Set(voters.sentAt.keys());
  for (const dashboard of dashboards) {
    dashboard.updates = 0;
    dashboard.counting = true;
  }
  const start = performance.now();
  const sentPerSecond = await voters.paced(profile.pacedBallotsPerSecond, profile.pacedMs);
  const seconds = (performance.now() - start) / 1000;
  for (const dashboard of dashboards) dashboard.counting = false;
  const freshnessMs: number[] = [];
  for (const dashboard of dashboards) {
    for (const [key, at] of dashboard.arrivals) {
      const sent = voters.sentAt.get(key);
      if (sent !== undefined && !before.has(key)) freshnessMs.push(at - sent);
    }
  }
  const updates = dashboards.reduce((sum, dashboard) => sum + dashboard.updates, 0);
  return { sentPerSecond, updatesPerSecond: updates / dashboards.length / seconds, freshnessMs };
}

/** One ballot alone, then: how many dashboards show the true count and that ballot. */
async function check(ctx: SectionContext, voters: Voters, dashboards: readonly Dashboard[]) {
  const latest = await voters.send(0, 1);
  const truth = voters.voted.size;
  const deadline = performance.now() + ctx.profile.deliveryTimeoutMs;
  const count = () => dashboards.filter((dashboard) => dashboard.upToDate(truth, latest)).length;
  while (count() < dashboards.length && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { dashboards: dashboards.length, upToDate: count(), truth };
}

/** Ballots as fast as UNPACED_CLIENTS clients send them, each with its own participants. */
async function unpaced(ctx: SectionContext, voters: Voters): Promise<number> {
  const perClient = Math.floor(voters.participants / UNPACED_CLIENTS);
  const run = await runFor(ctx.profile.sliceMs, UNPACED_CLIENTS, (worker, i) =>
    voters.send(worker * perClient + (i % perClient), i + worker).then(() => undefined),
  );
  return run.perSecond;
}

function rows(
  ctx: SectionContext,
  rates: { one: number[]; many: number[] },
  paces: Paced[],
  checks: Check[],
): Row[] {
  const { profile } = ctx;
  const [one, many] = paces;
  const n = profile.dashboards;
  return [
    {
      name: `ballots/s unpaced, ${n} dashboards`,
      ours: median(rates.many),
      baseline: median(rates.one),
      unit: '/s',
      against: `the same with 1 dashboard, ${UNPACED_CLIENTS} clients`,
    },
    ...paces.map((pace, index) => ({
      name: `updates/s per dashboard at ${profile.pacedBallotsPerSecond} ballots/s, ${index ? n : 1}`,
      ours: pace.updatesPerSecond,
      baseline: pace.sentPerSecond,
      unit: '/s',
      against: 'ballots/s sent (an update per ballot, uncoalesced)',
    })),
    ...[50, 95].map((q) => ({
      name: `ballot to dashboard p${q}, ${n} dashboards`,
      ours: percentile(many?.freshnessMs ?? [], q),
      baseline: percentile(one?.freshnessMs ?? [], q),
      unit: 'ms',
      against: 'the same with 1 dashboard',
    })),
    ...checks.map((checked) => ({
      name: `dashboards on the true count and latest ballot, ${checked.dashboards}`,
      ours: checked.upToDate,
      baseline: checked.dashboards,
      unit: '',
      against: `every dashboard (${checked.truth} ballots in the room)`,
    })),
  ];
}

async function measure(
  ctx: SectionContext,
  wsUrl: string,
  voters: Voters,
  room: Parameters<typeof openDashboards>[1],
) {
  const { profile, report } = ctx;
  const primary = await openDashboards(wsUrl, room, 1);
  let extras: Awaited<ReturnType<typeof openDashboards>> | undefined;
  try {
    const paces = [await paced(ctx, voters, primary.dashboards)];
    const checks = [await check(ctx, voters, primary.dashboards)];
    extras = await openDashboards(wsUrl, room, profile.dashboards - 1);
    paces.push(await paced(ctx, voters, [...primary.dashboards, ...extras.dashboards]));
    report.step(`dashboards: unpaced ballots, 1 and ${profile.dashboards} dashboards in turn`);
    const rates = { one: [] as number[], many: [] as number[] };
    for (let slice = 0; slice < profile.slices; slice++) {
      await extras.close();
      rates.one.push(await unpaced(ctx, voters));
      extras = await openDashboards(wsUrl, room, profile.dashboards - 1);
      rates.many.push(await unpaced(ctx, voters));
    }
    checks.push(await check(ctx, voters, [...primary.dashboards, ...extras.dashboards]));
    report.row(...rows(ctx, rates, paces, checks));
  } finally {
    await extras?.close();
    await primary.close();
  }
}

export const dashboardsSection: Section = {
  name: 'dashboards',
  async run(ctx) {
    const { profile, report } = ctx;
    const participants = Math.max(...profile.ballotClients) * profile.participantsPerClient;
    report.step(`dashboards: starting the server; ${participants} participants join`);
    const server = await startServer({
      kind: 'pglite',
      dataDir: await pgliteDataDir(ctx, 'dashboards'),
    });
    const http = new BenchHttp(server.baseUrl, 32);
    try {
      const room = await createRoom(server.baseUrl, 3);
      const joined = await joinParticipants(server.baseUrl, room.code, participants);
      const tokens = joined.map((participant) => participant.token);
      await measure(ctx, server.wsUrl, new Voters(http, room, tokens), room);
      report.note(
        `dashboards: one room on PGlite, ${participants} participants, ballots from ` +
          `${profile.pacedMs / 1000} s paced with 1 dashboard, then with ` +
          `${profile.dashboards}; then ${profile.slices} unpaced ${profile.sliceMs} ms ` +
          `slices from ${UNPACED_CLIENTS} clients with each (median). "ballot to dashboard" = ` +
          'from sending a ballot to its arrival on a dashboard (every dashboard, every paced ' +
          'ballot it was shown). Checked after the 1-dashboard pace and at the end: one ballot ' +
          'alone, then each dashboard must show the true count (participants with a ballot) ' +
          `and that ballot in its activity within ${profile.deliveryTimeoutMs} ms.`,
      );
    } finally {
      http.close();
      await server.stop();
    }
  },
};
