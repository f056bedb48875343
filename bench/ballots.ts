/**
 * Ballots as participants send them (PUT /api/rooms/:id/ballot), and the raw
 * baselines: the same upsert straight into a table of the same shape.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MAX_ATTEMPTS, retryWaitMs } from '#client/lib/api-transport.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import type { Contender } from '../scripts/launch/load/stats.ts';
import type { BenchRoom } from './room-setup.ts';

/** A ballot of one to three contestants, varied by iteration. */
export function rankingFor(contestantIds: readonly string[], iteration: number): string[] {
  const n = contestantIds.length;
  const picked: string[] = [];
  for (let k = 0; k < Math.min(3, n); k++) {
    const id = contestantIds[(iteration + k) % n];
    if (id !== undefined) picked.push(id);
  }
  return picked.slice(0, 1 + (iteration % 3));
}

export type Closable = Contender & { close(): Promise<void> | void };

/** A saved ballot as the server answers it. */
export type SavedBallot = { id: string; participantId: string; updatedAt: string };

/**
 * Sends one ballot (in `awardId`, else the room's first award); a 503 with
 * Retry-After is waited out and sent again, as the web client does (up to its
 * MAX_ATTEMPTS); throws unless it is saved.
 */
export async function sendBallot(
  http: BenchHttp,
  room: BenchRoom,
  token: string,
  iteration: number,
  awardId?: string,
): Promise<SavedBallot> {
  const rankings = rankingFor(room.contestantIds, iteration).map((contestantId) => ({
    contestantId,
  }));
  const send = () =>
    http.request(
      routes.submitBallot.method,
      routes.submitBallot.url({ roomId: room.roomId }),
      token,
      { awardId: awardId ?? room.awardId, rankings },
    );
  let saved = await send();
  for (let attempt = 1; attempt < MAX_ATTEMPTS && saved.status === 503; attempt++) {
    const wait = retryWaitMs(saved.retryAfter ?? null);
    if (wait === null) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    saved = await send();
  }
  if (saved.status !== 200) {
    throw new Error(`ballot failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return (saved.body as { ballot: SavedBallot }).ballot;
}

/**
 * Ballots from `workers` keep-alive clients, each with its own participants
 * (a participant's first ballot inserts, later ones update), in `awardId`
 * (else the room's first award).
 */
export function ourBallots(
  baseUrl: string,
  room: BenchRoom,
  tokens: readonly string[],
  workers: number,
  awardId?: string,
): Closable {
  const http = new BenchHttp(baseUrl, workers);
  const perWorker = Math.floor(tokens.length / workers);
  if (perWorker < 1) throw new Error(`${workers} clients need at least ${workers} participants`);
  return {
    workers,
    async op(worker, i) {
      const token = tokens[worker * perWorker + (i % perWorker)] ?? '';
      await sendBallot(http, room, token, i + worker, awardId);
    },
    close: () => http.close(),
  };
}

/** GET /health from one keep-alive client: an HTTP round trip with nothing behind it. */
export function healthRoundTrips(baseUrl: string): Closable {
  const http = new BenchHttp(baseUrl, 1);
  return {
    workers: 1,
    async op() {
      const answer = await http.request('GET', routes.health.url());
      if (answer.status !== 200) throw new Error(`health check failed: ${answer.status}`);
    },
    close: () => http.close(),
  };
}

/** The ballots table's shape, without the foreign keys the raw loop has no rows for. */
export const RAW_TABLE = `
  CREATE TABLE IF NOT EXISTS bench_ballots (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
    room_id uuid NOT NULL,
    participant_id text NOT NULL,
    rankings jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bench_ballots_room_participant_unique UNIQUE (room_id, participant_id)
  );
  CREATE INDEX IF NOT EXISTS bench_ballots_room_updated_idx ON bench_ballots (room_id, updated_at);
`;

/** The upsert our ballot write makes, with $2 the participant's id. */
export const RAW_UPSERT = `
  INSERT INTO bench_ballots (room_id, participant_id, rankings)
  VALUES ($1, $2, $3)
  ON CONFLICT (room_id, participant_id)
  DO UPDATE SET rankings = excluded.rankings, updated_at = now()
  RETURNING id, room_id, participant_id, rankings, created_at, updated_at, (xmax = 0) AS inserted
`;

/** Rankings as the server stores them: contestant, rank and points. */
export function storedRankings(contestantIds: readonly string[], iteration: number): string {
  return JSON.stringify(
    rankingFor(contestantIds, iteration).map((contestantId, index) => ({
      contestantId,
      rank: index + 1,
      points: 3 - index,
    })),
  );
}

function rawUpserts(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  { workers, participants }: { workers: number; participants: number },
): Contender & { workers: number } {
  const roomId = randomUUID();
  const contestantIds = [randomUUID(), randomUUID(), randomUUID()];
  const perWorker = Math.floor(participants / workers);
  return {
    workers,
    async op(worker, i) {
      const participant = worker * perWorker + (i % perWorker);
      const rankings = storedRankings(contestantIds, i + worker);
      await query(RAW_UPSERT, [roomId, `voter_${participant}`, rankings]);
    },
  };
}

/**
 * Autocommit upserts straight into a file-backed PGlite table of the same
 * shape, from `workers` callers sharing its one connection.
 */
export async function rawPgliteUpserts(
  client: PGlite,
  { workers, participants }: { workers: number; participants: number },
): Promise<Closable> {
  await client.exec(RAW_TABLE);
  return {
    ...rawUpserts((sql, params) => client.query(sql, params), { workers, participants }),
    close: () => undefined,
  };
}

/** Opens a file-backed PGlite, as the server does. */
export function openRawPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir);
}

/** Upserts with node-postgres, one pooled connection per worker. */
export async function rawPgUpserts(
  url: string,
  { workers, participants }: { workers: number; participants: number },
): Promise<Closable> {
  const pool = new pg.Pool({ connectionString: url, max: workers });
  await pool.query(RAW_TABLE);
  // Every connection opens before the first slice, as the server's pool is warm.
  const clients = await Promise.all(Array.from({ length: workers }, () => pool.connect()));
  for (const client of clients) client.release();
  return {
    ...rawUpserts((sql, params) => pool.query(sql, params), { workers, participants }),
    // The table goes with the scratch database.
    close: () => pool.end(),
  };
}
