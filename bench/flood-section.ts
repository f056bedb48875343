/**
 * A flood, contained: well-behaved participants' ballots, timed with the
 * server idle and then while one client floods joins and ballots with 32
 * requests in flight; other people's joins from other addresses, timed idle
 * and then while that client sends 120 requests a second. Unlike every other
 * section, this server runs with the default limits (decision 017); the
 * ballots are then measured with limits off as well.
 */
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import type { Limits } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { percentile, type Row } from '../scripts/launch/load/stats.ts';
import { listen } from './bench-server.ts';
import { Joiners } from './flood-joins.ts';
import { beside, type Flooded, floodNote } from './flood-runs.ts';
import { type BenchRoom, createRoom, type Joined, joinRoom } from './room-setup.ts';
import type { Section } from './section.ts';

const FLOOD_IN_FLIGHT = 32;
/** The flood beside other people's joins: a script sending at a steady rate, not waiting. */
const JOIN_FLOOD_PER_SECOND = 120;
const JOIN_FLOOD_MAX_IN_FLIGHT = 256;
/** Well-behaved participants taking turns: each submits about once a second, as a person might. */
const GOOD_PARTICIPANTS = 40;
const PACE_MS = 1000 / GOOD_PARTICIPANTS;

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

type Phases = {
  idle: number[];
  flooded: number[];
  /** Other people's joins, when timed: idle, then beside their flood. */
  joins: { idle: number[]; flooded: number[] };
  ballotFlood: Flooded;
  joinFlood: Flooded | undefined;
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
    const tokens: string[] = [];
    for (let i = 0; i <= GOOD_PARTICIPANTS; i++) {
      tokens.push((await joinPatiently(http, room.code, `Participant ${i + 1}`)).token);
    }
    const [flooder, ...good] = tokens;
    if (!flooder) throw new Error('no participants');
    const plan = {
      baseUrl: server.baseUrl,
      roomId: room.roomId,
      awardId: room.awardId,
      code: room.code,
      token: flooder,
      contestantIds: room.contestantIds,
      inFlight: FLOOD_IN_FLIGHT,
    };
    await timeBallots(http, room, good, 300);
    step(`Flood: ${GOOD_PARTICIPANTS} participants' ballots in turn, idle, for ${ms} ms`);
    const idle = await timeBallots(http, room, good, ms);
    step(`Flood: the same while one client floods with ${FLOOD_IN_FLIGHT} in flight, ${ms} ms`);
    const ballots = await beside(plan, ms, () => timeBallots(http, room, good, ms));
    if (!withJoins) {
      const joins = { idle: [], flooded: [] };
      return {
        idle,
        flooded: ballots.measured,
        joins,
        ballotFlood: ballots.flood,
        joinFlood: undefined,
      };
    }
    step(`Flood: other people's joins, each from an address of its own, idle, for ${ms} ms`);
    const joinsIdle = await joiners.time(room.code, ms);
    step(`Flood: the same while one client sends ${JOIN_FLOOD_PER_SECOND} requests a second`);
    const joinPlan = {
      ...plan,
      inFlight: JOIN_FLOOD_MAX_IN_FLIGHT,
      perSecond: JOIN_FLOOD_PER_SECOND,
    };
    const joins = await beside(joinPlan, ms, () => joiners.time(room.code, ms));
    return {
      idle,
      flooded: ballots.measured,
      joins: { idle: joinsIdle, flooded: joins.measured },
      ballotFlood: ballots.flood,
      joinFlood: joins.flood,
    };
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
        name: "others' join p50 beside 120 requests/s",
        ours: p(limited.joins.flooded, 50),
        baseline: p(limited.joins.idle, 50),
        unit: 'ms',
        against: 'the same joins, server idle',
      },
      {
        name: "others' join p95 beside 120 requests/s",
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
      `flood: ${limited.idle.length} ballots timed idle, ${limited.flooded.length} beside ` +
      `${floodNote(limited.ballotFlood)} (limits off: ${open.ballotFlood.counts.admitted} ` +
      `admitted); ${limited.joins.idle.length} joins timed idle, ` +
      `${limited.joins.flooded.length} beside ` +
      `${limited.joinFlood ? floodNote(limited.joinFlood) : 'no flood'}; limits: ` +
      `${limits.publicPerAddress} calls without a secret per address and ` +
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
