/**
 * A rehearsal beside real voters, on one server on PGlite: people voting at
 * a person's pace in one room, timed with the server otherwise idle, then
 * while another room runs a rehearsal of simulated voters (2,000 over 60 s in
 * the full run); and End rehearsal of all of them, beside a raw DELETE of as
 * many participants and their ballots from the same tables.
 */
import { MIN_REHEARSAL_SECONDS } from '#shared/rehearsal.ts';
import { routes } from '#shared/routes.ts';
import { ApiClient } from '../scripts/launch/api-client.ts';
import { closeSockets, subscribe } from '../scripts/launch/load/sockets.ts';
import { median, percentile } from '../scripts/launch/load/stats.ts';
import { PacedPeople } from './paced-people.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { withCpuShare } from './process-cpu.ts';
import { RAW_ROUNDS, rawRehearsalClear } from './rehearsal-raw.ts';
import { type BenchRoom, createRoom } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';
import { type ServerNode, startServer } from './server-process.ts';

/** The issue's targets: people's ballot p95 beside a rehearsal, and End rehearsal. */
const P95_TARGET = 1.5;
const END_TARGET_MS = 1_000;
/** How long after its last voter was due the bench waits for a rehearsal's ballots. */
const STRAGGLERS_MS = 60_000;
const CONTESTANTS = 8;

type Turnout = { joined: number; voted: number };

async function turnout(api: ApiClient, room: BenchRoom): Promise<Turnout> {
  const read = await api.activity(room.roomId, room.adminToken);
  if (read.status !== 200) throw new Error(`activity: ${read.status}`);
  return { joined: read.body.totals.participants, voted: read.body.totals.ballots };
}

/** Rehearse with the profile's voters over `seconds` in a new room, its dashboard open. */
async function startRehearsal(
  server: ServerNode,
  api: ApiClient,
  ctx: SectionContext,
  seconds: number,
) {
  const room = await createRoom(server.baseUrl, CONTESTANTS);
  const dashboard = await subscribe(server.wsUrl, room.roomId, room.adminToken);
  const voters = ctx.profile.rehearsalVoters;
  const started = await api.rehearsal.start(room.roomId, room.adminToken, { voters, seconds });
  if (started.status !== 200) throw new Error(`Rehearse: ${started.status}`);
  return { room, close: () => closeSockets([dashboard.socket]) };
}

/** Reads the room's turnout until every simulated voter has voted, or `ms` have passed. */
async function untilVoted(ctx: SectionContext, api: ApiClient, room: BenchRoom, ms: number) {
  const deadline = performance.now() + ms;
  for (;;) {
    const now = await turnout(api, room);
    if (now.voted >= ctx.profile.rehearsalVoters || performance.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** End rehearsal's round trip, in ms; throws unless every simulated voter went. */
async function timeEnd(api: ApiClient, room: BenchRoom): Promise<number> {
  const began = performance.now();
  const ended = await api.rehearsal.end(room.roomId, room.adminToken);
  const ms = performance.now() - began;
  if (ended.status !== 200) throw new Error(`End rehearsal: ${ended.status}`);
  const left = await turnout(api, room);
  if (left.joined !== 0 || left.voted !== 0) {
    throw new Error(`End rehearsal left ${left.joined} participants, ${left.voted} voted`);
  }
  return ms;
}

type Measured = {
  idle: number[];
  beside: number[];
  /** The share of one core the server used, people voting on the idle server and beside the rehearsal. */
  idleCpu: number;
  besideCpu: number;
  /** Simulated voters in the room when the rehearsal's time was up, and once all had voted. */
  atItsEnd: Turnout;
  done: Turnout;
  /** Seconds from Rehearse to the last simulated ballot seen (or to giving up). */
  doneAfterS: number;
  endsMs: number[];
};

/**
 * On one server: the people's ballots on the idle server (half before the
 * rehearsal, half after End rehearsal, so that the machine's other work
 * weighs on both sides alike) and beside the rehearsal; End rehearsal of it,
 * then of quicker rehearsals of as many voters, people not voting.
 */
async function measureOurs(ctx: SectionContext): Promise<Measured> {
  const { profile, report } = ctx;
  const { rehearsalVoters: voters, rehearsalSeconds: seconds, rehearsalPeople } = profile;
  const server = await startServer({
    kind: 'pglite',
    dataDir: await pgliteDataDir(ctx, 'rehearsal'),
  });
  const api = new ApiClient(server.baseUrl);
  let people: PacedPeople | undefined;
  try {
    const live = await createRoom(server.baseUrl, CONTESTANTS);
    const voting = await PacedPeople.join(server, live, rehearsalPeople);
    people = voting;
    const idleVote = (when: string) => {
      report.step(
        `rehearsal: ${rehearsalPeople} people vote at a person's pace ${when}, ${seconds / 2} s`,
      );
      return withCpuShare(server.pid, () => voting.vote((seconds * 1000) / 2));
    };
    const before = await idleVote('on the idle server');
    report.step(`rehearsal: the same beside a rehearsal of ${voters} voters over ${seconds} s`);
    const began = performance.now();
    const first = await startRehearsal(server, api, ctx, seconds);
    const beside = await withCpuShare(server.pid, () => voting.vote(seconds * 1000));
    const atItsEnd = await turnout(api, first.room);
    report.step(
      `rehearsal: at its end ${atItsEnd.joined} joined, ${atItsEnd.voted} voted; waiting for the rest`,
    );
    const done = await untilVoted(ctx, api, first.room, STRAGGLERS_MS);
    const doneAfterS = (performance.now() - began) / 1000;
    report.step(`rehearsal: End rehearsal of ${done.joined} simulated voters`);
    const endsMs = [await timeEnd(api, first.room)];
    await first.close();
    const after = await idleVote('after End rehearsal');
    for (let round = 2; round <= profile.rehearsalEnds; round++) {
      report.step(
        `rehearsal: End rehearsal ${round} of ${profile.rehearsalEnds}, ${voters} voters over ${MIN_REHEARSAL_SECONDS} s`,
      );
      const next = await startRehearsal(server, api, ctx, MIN_REHEARSAL_SECONDS);
      await untilVoted(ctx, api, next.room, MIN_REHEARSAL_SECONDS * 1000 + STRAGGLERS_MS);
      endsMs.push(await timeEnd(api, next.room));
      await next.close();
    }
    return {
      idle: [...before.value, ...after.value],
      beside: beside.value,
      idleCpu: (before.share + after.share) / 2,
      besideCpu: beside.share,
      atItsEnd,
      done,
      doneAfterS,
      endsMs,
    };
  } finally {
    await people?.close();
    await server.stop();
  }
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export const rehearsalSection: Section = {
  name: 'rehearsal',
  async run(ctx) {
    const { profile, report } = ctx;
    const { rehearsalVoters: voters, rehearsalSeconds: seconds, rehearsalPeople } = profile;
    const ours = await measureOurs(ctx);
    report.step(`rehearsal: a raw DELETE of ${ours.done.joined} participants and their ballots`);
    const raw = await rawRehearsalClear(ctx, ours.done.joined, ours.done.voted);
    const p = (values: number[], q: number) => percentile(values, q);
    const idle = `the same ${rehearsalPeople} people, server otherwise idle`;
    const ends = ours.endsMs.length;
    report.row(
      {
        name: `ballot p50 of ${rehearsalPeople} people beside a rehearsal of ${voters}`,
        ours: p(ours.beside, 50),
        baseline: p(ours.idle, 50),
        unit: 'ms',
        against: idle,
      },
      {
        name: `ballot p95 of ${rehearsalPeople} people beside a rehearsal of ${voters}`,
        ours: p(ours.beside, 95),
        baseline: p(ours.idle, 95),
        unit: 'ms',
        against: `${idle} (target ${P95_TARGET}x)`,
      },
      {
        name: `End rehearsal of ${ours.done.joined} simulated voters${ends > 1 ? `, median of ${ends}` : ''}`,
        ours: median(ours.endsMs),
        baseline: raw,
        unit: 'ms',
        against: `raw DELETE of as many, ballots cascading, PGlite (target ${END_TARGET_MS} ms)`,
      },
    );
    report.note(
      `rehearsal: ${rehearsalPeople} people in one room each sent a ballot every 1-2 s: ` +
        `${ours.beside.length} timed while another room rehearsed ${voters} simulated voters ` +
        `over ${seconds} s with its dashboard open, ${ours.idle.length} with the server ` +
        `otherwise idle (${seconds / 2} s before the rehearsal, ${seconds / 2} s after End ` +
        `rehearsal); the server used ${percent(ours.besideCpu)} of a core beside the ` +
        `rehearsal, ${percent(ours.idleCpu)} idle. When its ${seconds} s were up ` +
        `${ours.atItsEnd.joined} simulated voters had joined and ${ours.atItsEnd.voted} voted; ` +
        `${ours.done.voted} had voted ${ours.doneAfterS.toFixed(1)} s after Rehearse. End ` +
        `rehearsal is the round trip of ${routes.endRehearsal.method} ` +
        `${routes.endRehearsal.path} (${ours.endsMs.map((ms) => ms.toFixed(0)).join(', ')} ms` +
        `${ends > 1 ? `; after the first, rehearsals over ${MIN_REHEARSAL_SECONDS} s` : ''}); ` +
        'the raw DELETE runs on a copy of the migrated PGlite in the bench process once the ' +
        `server has stopped (median of ${RAW_ROUNDS} rooms, after one that warms it up).`,
    );
  },
};
