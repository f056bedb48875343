/**
 * `npm run bench`: our figures beside raw baselines measured in the same run,
 * in alternating slices so that other load on the machine weighs on both.
 * Prints, never asserts. Set DATABASE_URL or TEST_DATABASE_URL to add PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import type { DatabaseOptions } from '#server/db/database.ts';
import { COALESCE_MS } from '#server/realtime/hub.ts';
import {
  type Closable,
  ourBallots,
  rawPgliteUpserts,
  rawPgUpserts,
  setUpVotingRoom,
} from './ballots.ts';
import { ourFanOut, rawWsFanOut } from './fanout.ts';
import { alternate, median, percentile, printTable, type Row, runFor } from './stats.ts';

const SLICE_MS = Number(process.env.BENCH_SLICE_MS) || 1000;
const SLICES = 3;
const BALLOT_VOTERS = 200;
const CONCURRENT_CLIENTS = 8;
const FANOUT_SOCKETS = 500;
const FANOUT_ROUNDS = 20;
const FANOUT_WARMUP = 2;

const rows: Row[] = [];
const notes: string[] = [];
const began = performance.now();

function step(message: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`[${seconds.padStart(5)} s] ${message}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { app: FastifyInstance; baseUrl: string; wsUrl: string };

async function listen(database: DatabaseOptions): Promise<Server> {
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}/api/realtime`,
  };
}

/** Warms every contender up, then measures them in alternating slices. */
async function ballotRates<K extends string>(
  contenders: Record<K, Closable>,
): Promise<Record<K, number>> {
  try {
    for (const contender of Object.values<Closable>(contenders)) {
      await runFor(300, contender.workers, contender.op);
    }
    return await alternate(contenders, { slices: SLICES, sliceMs: SLICE_MS });
  } finally {
    for (const contender of Object.values<Closable>(contenders)) await contender.close();
  }
}

async function pgliteBallots(server: Server, scratch: string): Promise<void> {
  step(`PGlite: ${BALLOT_VOTERS} voters join`);
  const room = await setUpVotingRoom(server.baseUrl, { contestants: 3, voters: BALLOT_VOTERS });
  step(`PGlite: ballots (1 and ${CONCURRENT_CLIENTS} clients) vs raw upserts, ${SLICES} slices`);
  const rates = await ballotRates({
    one: ourBallots(server.baseUrl, room, 1),
    many: ourBallots(server.baseUrl, room, CONCURRENT_CLIENTS),
    raw: await rawPgliteUpserts(path.join(scratch, 'raw'), BALLOT_VOTERS),
  });
  rows.push(
    {
      name: 'PGlite ballots, 1 client',
      ours: rates.one,
      baseline: rates.raw,
      unit: '/s',
      against: 'raw PGlite upsert loop',
    },
    {
      name: `PGlite ballots, ${CONCURRENT_CLIENTS} clients`,
      ours: rates.many,
      baseline: rates.raw,
      unit: '/s',
      against: 'raw PGlite upsert loop (one connection)',
    },
  );
}

async function fanOut(server: Server): Promise<void> {
  step(`fan-out: ${FANOUT_SOCKETS} voters join and subscribe`);
  const room = await setUpVotingRoom(server.baseUrl, { contestants: 1, voters: FANOUT_SOCKETS });
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
      rows.push(
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
      );
      notes.push(
        `fan-out: ours is timed from the admin's POST to receipt, so it includes the HTTP ` +
          `request and its transaction (answered in ${median(oursRequest).toFixed(1)} ms median) ` +
          `and the ${COALESCE_MS} ms coalescing window; ${FANOUT_ROUNDS} rounds after ` +
          `${FANOUT_WARMUP} warm-up, ${bytes} B per message.`,
      );
    } finally {
      await raw.close();
    }
  } finally {
    await ours.close();
  }
}

async function pgliteSection(scratch: string): Promise<void> {
  step('PGlite: starting the server in-process (a fresh data directory runs initdb)');
  const server = await listen({ kind: 'pglite', dataDir: path.join(scratch, 'app') });
  try {
    await pgliteBallots(server, scratch);
    await fanOut(server);
  } finally {
    await server.app.close();
  }
}

/** A scratch database on the server at adminUrl, dropped afterwards. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `viberank_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function postgresSection(adminUrl: string): Promise<void> {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  try {
    database = await scratchDatabase(adminUrl);
  } catch (error) {
    notes.push(`PostgreSQL skipped: could not create a scratch database (${String(error)}).`);
    return;
  }
  try {
    step('PostgreSQL: starting the server in-process');
    const server = await listen({ kind: 'postgres', url: database.url });
    try {
      step(`PostgreSQL: ${BALLOT_VOTERS} voters join`);
      const room = await setUpVotingRoom(server.baseUrl, {
        contestants: 3,
        voters: BALLOT_VOTERS,
      });
      step(`PostgreSQL: ballots vs raw pg upserts (1 and ${CONCURRENT_CLIENTS}), ${SLICES} slices`);
      const rates = await ballotRates({
        one: ourBallots(server.baseUrl, room, 1),
        many: ourBallots(server.baseUrl, room, CONCURRENT_CLIENTS),
        rawOne: await rawPgUpserts(database.url, { workers: 1, voters: BALLOT_VOTERS }),
        rawMany: await rawPgUpserts(database.url, {
          workers: CONCURRENT_CLIENTS,
          voters: BALLOT_VOTERS,
        }),
      });
      rows.push(
        {
          name: 'PostgreSQL ballots, 1 client',
          ours: rates.one,
          baseline: rates.rawOne,
          unit: '/s',
          against: 'raw pg upserts, 1 connection',
        },
        {
          name: `PostgreSQL ballots, ${CONCURRENT_CLIENTS} clients`,
          ours: rates.many,
          baseline: rates.rawMany,
          unit: '/s',
          against: `raw pg upserts, ${CONCURRENT_CLIENTS} connections`,
        },
      );
    } finally {
      await server.app.close();
    }
  } finally {
    await database.drop();
  }
}

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

async function main(): Promise<void> {
  console.log(
    `VibeRank bench: node ${process.version}, ${os.cpus().length} CPU(s), load ${load()}`,
  );
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'viberank-bench-'));
  try {
    await pgliteSection(scratch);
    const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (adminUrl) await postgresSection(adminUrl);
    else notes.push('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it.');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  console.log('');
  printTable(rows);
  console.log('');
  console.log('ratio = ours / baseline: below 1x is slower for rates, above 1x slower for times.');
  console.log(
    `ballots: PUT /api/rooms/:id/ballot into one room by ${BALLOT_VOTERS} voters in turn ` +
      `(inserts, then updates), median of ${SLICES} alternating ${SLICE_MS} ms slices; ` +
      'the baseline upserts rows of the same shape.',
  );
  for (const note of notes) console.log(note);
  console.log(
    `total ${((performance.now() - began) / 1000).toFixed(1)} s, load at the end ${load()}`,
  );
}

await main();
