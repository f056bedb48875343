import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { routes } from '#shared/routes.ts';
import { ApiClient } from '../tests/server/support/api-client.ts';
import { BenchHttp } from './http.ts';
import { type Contender, inBatches } from './stats.ts';

export type VotingRoom = {
  roomId: string;
  adminToken: string;
  contestantIds: string[];
  participantTokens: string[];
};

/** Creates a room with contestants and participants through the real API (joins 8 at a time). */
export async function setUpVotingRoom(
  baseUrl: string,
  { contestants, participants }: { contestants: number; participants: number },
): Promise<VotingRoom> {
  const api = new ApiClient(baseUrl);
  const created = await api.createRoom({ name: 'Bench Night', title: 'Fastest vibe' });
  if (created.status !== 201) throw new Error(`createRoom failed: ${created.status}`);
  const { room, adminToken } = created.body;
  const contestantIds: string[] = [];
  for (let i = 0; i < contestants; i++) {
    const added = await api.addContestant(room.id, adminToken, {
      name: `Project ${i + 1}`,
      blurb: `Blurb ${i + 1}`,
    });
    if (added.status !== 201) throw new Error(`addContestant failed: ${added.status}`);
    contestantIds.push(added.body.contestant.id);
  }
  const participantTokens = await inBatches(
    Array.from({ length: participants }, (_, i) => i),
    8,
    async (i) => {
      let joined = await api.join({ code: room.code, name: `Participant ${i + 1}` });
      // With limits on (the flood section), joins from one address are paced by the server.
      for (let attempt = 0; joined.status === 429 && attempt < 20; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        joined = await api.join({ code: room.code, name: `Participant ${i + 1}` });
      }
      if (joined.status !== 201) throw new Error(`join failed: ${joined.status}`);
      return joined.body.participantToken;
    },
  );
  return { roomId: room.id, adminToken, contestantIds, participantTokens };
}

/** A ballot of one to three contestants, varied by iteration. */
function rankingFor(contestantIds: readonly string[], iteration: number): string[] {
  const n = contestantIds.length;
  const picked: string[] = [];
  for (let k = 0; k < Math.min(3, n); k++) {
    const id = contestantIds[(iteration + k) % n];
    if (id !== undefined) picked.push(id);
  }
  return picked.slice(0, 1 + (iteration % 3));
}

export type Closable = Contender & { close(): Promise<void> | void };

/**
 * PUT /api/rooms/:id/ballot from `workers` keep-alive clients, each with its
 * own participants (a participant's first ballot inserts, later ones update).
 */
export function ourBallots(baseUrl: string, room: VotingRoom, workers: number): Closable {
  const http = new BenchHttp(baseUrl, workers);
  const perWorker = Math.floor(room.participantTokens.length / workers);
  return {
    workers,
    async op(worker, i) {
      const token = room.participantTokens[worker * perWorker + (i % perWorker)];
      const rankings = rankingFor(room.contestantIds, i + worker).map((contestantId) => ({
        contestantId,
      }));
      const saved = await http.request(
        routes.submitBallot.method,
        routes.submitBallot.url({ roomId: room.roomId }),
        token,
        {
          rankings,
        },
      );
      if (saved.status !== 200) {
        throw new Error(`ballot failed: ${saved.status} ${JSON.stringify(saved.body)}`);
      }
    },
    close: () => http.close(),
  };
}

/** The ballots table's shape, without the foreign keys the raw loop has no rows for. */
const RAW_TABLE = `
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

const RAW_UPSERT = `
  INSERT INTO bench_ballots (room_id, participant_id, rankings)
  VALUES ($1, $2, $3)
  ON CONFLICT (room_id, participant_id)
  DO UPDATE SET rankings = excluded.rankings, updated_at = now()
  RETURNING id, room_id, participant_id, rankings, created_at, updated_at, (xmax = 0) AS inserted
`;

function rawUpserts(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  { workers, participants }: { workers: number; participants: number },
): Contender {
  const roomId = randomUUID();
  const contestantIds = [randomUUID(), randomUUID(), randomUUID()];
  const perWorker = Math.floor(participants / workers);
  return {
    workers,
    async op(worker, i) {
      const participant = worker * perWorker + (i % perWorker);
      const rankings = rankingFor(contestantIds, i + worker).map((contestantId, index) => ({
        contestantId,
        rank: index + 1,
        points: 3 - index,
      }));
      await query(RAW_UPSERT, [roomId, `voter_${participant}`, JSON.stringify(rankings)]);
    },
  };
}

/** Sequential autocommit upserts straight into a file-backed PGlite table of the same shape. */
export async function rawPgliteUpserts(dataDir: string, participants: number): Promise<Closable> {
  const client = await PGlite.create(dataDir);
  await client.exec(RAW_TABLE);
  return {
    ...rawUpserts((sql, params) => client.query(sql, params), { workers: 1, participants }),
    close: () => client.close(),
  };
}

/** Upserts with node-postgres, one pooled connection per worker. */
export async function rawPgUpserts(
  url: string,
  { workers, participants }: { workers: number; participants: number },
): Promise<Closable> {
  const pool = new pg.Pool({ connectionString: url, max: workers });
  await pool.query(RAW_TABLE);
  return {
    ...rawUpserts((sql, params) => pool.query(sql, params), { workers, participants }),
    // The table goes with the scratch database.
    close: () => pool.end(),
  };
}
