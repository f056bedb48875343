/**
 * `npm run bench`: our figures beside raw baselines measured in the same run,
 * in alternating slices so that other load on the machine weighs on both.
 * Prints, never asserts. Set DATABASE_URL or TEST_DATABASE_URL to add PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routes } from '#shared/routes.ts';
import {
  type Closable,
  ourBallots,
  rawPgliteUpserts,
  rawPgUpserts,
  setUpVotingRoom,
} from './ballots.ts';
import { type BenchServer, listen, scratchDatabase } from './bench-server.ts';
import { measureBigEvent } from './big-event-section.ts';
import { measureFanOut } from './fanout-section.ts';
import { measureFlood } from './flood-section.ts';
import { measureStart } from './start-section.ts';
import { alternate, printTable, type Row, runFor } from './stats.ts';

const SLICE_MS = Number(process.env.BENCH_SLICE_MS) || 1000;
/** Each phase of the flood section: ten rate-limit windows by default. */
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS) || 10_000;
const SLICES = 3;
const BALLOT_PARTICIPANTS = 200;
const CONCURRENT_CLIENTS = 8;

const rows: Row[] = [];
const notes: string[] = [];
const began = performance.now();

function step(message: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`[${seconds.padStart(5)} s] ${message}`);
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

async function pgliteBallots(server: BenchServer, scratch: string): Promise<void> {
  step(`PGlite: ${BALLOT_PARTICIPANTS} participants join`);
  const room = await setUpVotingRoom(server.baseUrl, {
    contestants: 3,
    participants: BALLOT_PARTICIPANTS,
  });
  step(`PGlite: ballots (1 and ${CONCURRENT_CLIENTS} clients) vs raw upserts, ${SLICES} slices`);
  const rates = await ballotRates({
    one: ourBallots(server.baseUrl, room, 1),
    many: ourBallots(server.baseUrl, room, CONCURRENT_CLIENTS),
    raw: await rawPgliteUpserts(path.join(scratch, 'raw'), BALLOT_PARTICIPANTS),
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

async function pgliteSection(scratch: string): Promise<void> {
  step('PGlite: starting the server in-process (a fresh data directory runs initdb)');
  const server = await listen({ kind: 'pglite', dataDir: path.join(scratch, 'app') });
  try {
    await pgliteBallots(server, scratch);
    const fanOut = await measureFanOut(server, step);
    rows.push(...fanOut.rows);
    notes.push(fanOut.note);
  } finally {
    await server.app.close();
  }
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
      step(`PostgreSQL: ${BALLOT_PARTICIPANTS} participants join`);
      const room = await setUpVotingRoom(server.baseUrl, {
        contestants: 3,
        participants: BALLOT_PARTICIPANTS,
      });
      step(`PostgreSQL: ballots vs raw pg upserts (1 and ${CONCURRENT_CLIENTS}), ${SLICES} slices`);
      const rates = await ballotRates({
        one: ourBallots(server.baseUrl, room, 1),
        many: ourBallots(server.baseUrl, room, CONCURRENT_CLIENTS),
        rawOne: await rawPgUpserts(database.url, { workers: 1, participants: BALLOT_PARTICIPANTS }),
        rawMany: await rawPgUpserts(database.url, {
          workers: CONCURRENT_CLIENTS,
          participants: BALLOT_PARTICIPANTS,
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
    const flood = await measureFlood(scratch, step, FLOOD_MS);
    rows.push(...flood.rows);
    notes.push(flood.note);
    rows.push(await measureStart(scratch, step));
    notes.push(
      `start-up: median of 3 runs from spawning to the "Open <url> to create a room" line, without npm's own start-up; the server on PGlite with a migrated data directory.`,
    );
    const bigEvent = await measureBigEvent(scratch, step);
    rows.push(...bigEvent.rows);
    notes.push(bigEvent.note);
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
    `ballots: ${routes.submitBallot.method} ${routes.submitBallot.path} into one room by ${BALLOT_PARTICIPANTS} participants in turn ` +
      `(inserts, then updates), median of ${SLICES} alternating ${SLICE_MS} ms slices; ` +
      'the baseline upserts rows of the same shape.',
  );
  for (const note of notes) console.log(note);
  console.log(
    `total ${((performance.now() - began) / 1000).toFixed(1)} s, load at the end ${load()}`,
  );
}

await main();
