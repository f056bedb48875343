/**
 * A flood, contained: well-behaved participants' ballots, and other people's
 * joins from other addresses, timed with the server idle and then while one
 * client floods joins and ballots with 32 requests in flight. Unlike every
 * other section, this server runs with the default limits (decision 017); the
 * ballots are then measured with limits off as well.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import type { Limits } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { percentile, type Row } from '../scripts/launch/load/stats.ts';
import { listen } from './bench-server.ts';
import { Joiners } from './flood-joins.ts';
import type { FloodCounts, FloodPlan } from './flooder.ts';
import { type BenchRoom, createRoom, type Joined, joinRoom } from './room-setup.ts';
import type { Section } from './section.ts';

const FLOOD_IN_FLIGHT = 32;
/** Well-behaved participants taking turns: each submits about once a second, as a person might. */
const GOOD_PARTICIPANTS = 40;
const PACE_MS = 1000 / GOOD_PARTICIPANTS;

/** How long the flooder starts before the timed ballots and goes on after them. */
const FLOOD_LEAD_MS = 1000;

/** Joins one participant, waiting out refusals (429) as a phone would, a bounded number of times. */
async function joinPatiently(http: BenchHttp, code: string, name: string): Promise<Joined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await joinRoom(http, code, name);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes(': 429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Times the good participants' ballots, one at a time and paced, for `ms`. */
async function timeBallots(
  http: BenchHttp,
  room: { roomId: string; awardId: string; contestantIds: string[] },
  tokens: readonly string[],
  ms: number,
): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    const token = tokens[i % tokens.length];
    const pick = room.contestantIds[i % room.contestantIds.length];
    const saved = await http.request(
      routes.submitBallot.method,
      routes.submitBallot.url({ roomId: room.roomId }),
      token,
      { awardId: room.awardId, rankings: [{ contestantId: pick }] },
    );
    if (saved.status !== 200) throw new Error(`the good ballot was refused: ${saved.status}`);
    const took = performance.now() - started;
    times.push(took);
    if (took < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - took));
  }
  return times;
}

/** Starts the flooder in a process of its own; resolves with its counts once it has run. */
function flood(plan: FloodPlan): Promise<FloodCounts> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', path.join(import.meta.dirname, 'flooder.ts'), JSON.stringify(plan)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the flooder exited with ${code}`));
      resolve(JSON.parse(output) as FloodCounts);
    });
  });
}

type Phases = {
  idle: number[];
  flooded: number[];
  /** Other people's joins, when timed: idle, then under the flood. */
  joins: { idle: number[]; flooded: number[] };
  counts: FloodCounts;
  /** How long the flooder ran. */
  floodMs: number;
};

/**
 * Times the good ballots (and, with `withJoins`, other people's joins) idle,
 * then under the flood, on a fresh server with these limits.
 */
async function idleThenFlooded(
  dataDir: string,
  limits: Limits | undefined,
  ms: number,
  withJoins: boolean,
  step: (message: string) => void,
): Promise<Phases> {
  const server = await listen({ kind: 'pglite', dataDir }, limits);
  const http = new BenchHttp(server.baseUrl, 1);
  const joiners = new Joiners(server.baseUrl);
  try {
    const room: BenchRoom = await createRoom(server.baseUrl, 3);
    const joinsFor = (phase: string) => {
      if (!withJoins) return Promise.resolve([]);
      step(`Flood: other people's joins, from other addresses, ${phase}, for ${ms} ms`);
      return joiners.time(room.code, ms);
    };
    const tokens: string[] = [];
    for (let i = 0; i <= GOOD_PARTICIPANTS; i++) {
      tokens.push((await joinPatiently(http, room.code, `Participant ${i + 1}`)).token);
    }
    const [flooder, ...good] = tokens;
    if (!flooder) throw new Error('no participants');
    await timeBallots(http, room, good, 300);
    step(`Flood: ${GOOD_PARTICIPANTS} participants' ballots in turn, idle, for ${ms} ms`);
    const idle = await timeBallots(http, room, good, ms);
    const joinsIdle = await joinsFor('idle');
    step(`Flood: the same while one client floods with ${FLOOD_IN_FLIGHT} in flight, ${ms} ms`);
    // The flooder is at it before the first timed call and after the last.
    const floodMs = (withJoins ? 2 * ms : ms) + 2 * FLOOD_LEAD_MS;
    const flooding = flood({
      baseUrl: server.baseUrl,
      roomId: room.roomId,
      awardId: room.awardId,
      code: room.code,
      token: flooder,
      contestantIds: room.contestantIds,
      inFlight: FLOOD_IN_FLIGHT,
      ms: floodMs,
    });
    await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_MS));
    const flooded = await timeBallots(http, room, good, ms);
    const joinsFlooded = await joinsFor('while one client floods');
    const joins = { idle: joinsIdle, flooded: joinsFlooded };
    return { idle, flooded, joins, counts: await flooding, floodMs };
  } finally {
    joiners.close();
    http.close();
    await server.app.close();
  }
}

/** The section's rows and note; `ms` is how long each phase is timed. */
async function measureFlood(
  scratch: string,
  step: (message: string) => void,
  ms: number,
): Promise<{ rows: Row[]; note: string }> {
  const limits = loadConfig({}).limits;
  step('Flood: a server with the default limits on PGlite');
  const limited = await idleThenFlooded(path.join(scratch, 'flood'), limits, ms, true, step);
  step('Flood: the ballots on a server with RATE_LIMIT=off');
  const open = await idleThenFlooded(path.join(scratch, 'flood-open'), undefined, ms, false, step);
  const p = (values: number[], q: number) => percentile(values, q);
  const { refused, withRetryAfter, admitted, other } = limited.counts;
  const perSecond = ((refused + admitted + other) * 1000) / limited.floodMs;
  return {
    rows: [
      {
        name: 'ballot p50 while one client floods',
        ours: p(limited.flooded, 50),
        baseline: p(limited.idle, 50),
        unit: 'ms',
        against: 'the same ballots, server idle',
      },
      {
        name: 'ballot p95 while one client floods',
        ours: p(limited.flooded, 95),
        baseline: p(limited.idle, 95),
        unit: 'ms',
        against: 'the same ballots, server idle (target under 2x)',
      },
      {
        name: "others' join p50 while one client floods",
        ours: p(limited.joins.flooded, 50),
        baseline: p(limited.joins.idle, 50),
        unit: 'ms',
        against: 'the same joins, server idle',
      },
      {
        name: "others' join p95 while one client floods",
        ours: p(limited.joins.flooded, 95),
        baseline: p(limited.joins.idle, 95),
        unit: 'ms',
        against: 'the same joins, server idle (target under 2x)',
      },
      {
        name: 'ballot p95 under the flood, limits off',
        ours: p(open.flooded, 95),
        baseline: p(open.idle, 95),
        unit: 'ms',
        against: 'the same ballots, that server idle',
      },
    ],
    note:
      `flood: ${limited.idle.length} ballots and ${limited.joins.idle.length} joins timed idle, ` +
      `${limited.flooded.length} and ${limited.joins.flooded.length} under the flood; the ` +
      `flooder sent ${perSecond.toFixed(0)} requests a second from 127.0.0.1 and got ${refused} answers 429 (${withRetryAfter} with Retry-After), ` +
      `${admitted} admitted, ${other} other (limits off: ${open.counts.admitted} admitted); ` +
      `limits: ${limits.publicPerAddress} calls without a secret per address and ` +
      `${limits.perSecret} per secret, per ${limits.windowSeconds} s window, refusals held ` +
      `${limits.refusalDelayMs} ms.`,
  };
}

export const floodSection: Section = {
  name: 'flood',
  fullOnly: true,
  async run({ scratch, report, profile }) {
    const flood = await measureFlood(scratch, (message) => report.step(message), profile.floodMs);
    report.row(...flood.rows);
    report.note(flood.note);
  },
};
