/**
 * A flood, contained: one well-behaved participant's ballots, timed with the
 * server idle and then while one client floods joins and ballots with 32
 * requests in flight. Unlike every other section, this server runs with the
 * default limits (decision 017); the same is then measured with limits off.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import type { Limits } from '#server/limits.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { percentile, type Row } from '../scripts/launch/load/stats.ts';
import { listen } from './bench-server.ts';
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

type Phases = { idle: number[]; flooded: number[]; counts: FloodCounts };

/** Times the good ballots idle, then under the flood, on a fresh server with these limits. */
async function idleThenFlooded(
  dataDir: string,
  limits: Limits | undefined,
  ms: number,
  step: (message: string) => void,
): Promise<Phases> {
  const server = await listen({ kind: 'pglite', dataDir }, limits);
  const http = new BenchHttp(server.baseUrl, 1);
  try {
    const room: BenchRoom = await createRoom(server.baseUrl, 3);
    const tokens: string[] = [];
    for (let i = 0; i <= GOOD_PARTICIPANTS; i++) {
      tokens.push((await joinPatiently(http, room.code, `Participant ${i + 1}`)).token);
    }
    const [flooder, ...good] = tokens;
    if (!flooder) throw new Error('no participants');
    await timeBallots(http, room, good, 300);
    step(`Flood: ${GOOD_PARTICIPANTS} participants' ballots in turn, idle, for ${ms} ms`);
    const idle = await timeBallots(http, room, good, ms);
    step(`Flood: the same while one client floods with ${FLOOD_IN_FLIGHT} in flight, ${ms} ms`);
    const flooding = flood({
      baseUrl: server.baseUrl,
      roomId: room.roomId,
      awardId: room.awardId,
      code: room.code,
      token: flooder,
      contestantIds: room.contestantIds,
      inFlight: FLOOD_IN_FLIGHT,
      // The flooder is at it before the first timed ballot and after the last.
      ms: ms + 2 * FLOOD_LEAD_MS,
    });
    await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_MS));
    const flooded = await timeBallots(http, room, good, ms);
    return { idle, flooded, counts: await flooding };
  } finally {
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
  const limited = await idleThenFlooded(path.join(scratch, 'flood'), limits, ms, step);
  step('Flood: the same on a server with RATE_LIMIT=off');
  const open = await idleThenFlooded(path.join(scratch, 'flood-open'), undefined, ms, step);
  const p = (values: number[], q: number) => percentile(values, q);
  const { refused, withRetryAfter, admitted, other } = limited.counts;
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
        name: 'ballot p95 under the flood, limits off',
        ours: p(open.flooded, 95),
        baseline: p(open.idle, 95),
        unit: 'ms',
        against: 'the same ballots, that server idle',
      },
    ],
    note:
      `flood: ${limited.idle.length} ballots timed idle, ${limited.flooded.length} under the ` +
      `flood; the flooder got ${refused} answers 429 (${withRetryAfter} with Retry-After), ` +
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
