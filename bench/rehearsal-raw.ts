/**
 * End rehearsal's raw baseline: a DELETE of simulated participants, their
 * ballots going with them by the foreign key's cascade, straight into a copy
 * of the server's migrated PGlite opened with the server's settings.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '#server/db/pglite-options.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { storedRankings } from './ballots.ts';
import { pgliteDataDir } from './pglite-data.ts';
import type { SectionContext } from './section.ts';

/** Rooms the DELETE is timed in, after one that warms PGlite up. */
export const RAW_ROUNDS = 3;
const CONTESTANTS = 8;

/** A room of `voters` simulated participants and `ballots` ballots, written straight into the tables. */
async function fillRoom(client: PGlite, round: number, voters: number, ballots: number) {
  const roomId = randomUUID();
  const awardId = randomUUID();
  await client.query(
    `insert into rooms (id, code, name, title) values ($1, $2, 'Bench Night', 'Fastest vibe')`,
    [roomId, `REHEARSAL${round}`],
  );
  await client.query(
    `insert into awards (id, room_id, name, position) values ($1, $2, 'Overall', 0)`,
    [awardId, roomId],
  );
  await client.query(
    `insert into room_participants (room_id, id, name, token_hash, simulated)
     select $1, 'voter_' || i, 'Simulated voter ' || i, md5(random()::text || i), true
     from generate_series(1, $2::int) as i`,
    [roomId, voters],
  );
  const contestantIds = Array.from({ length: CONTESTANTS }, () => randomUUID());
  await client.query(
    `insert into ballots (room_id, award_id, participant_id, rankings, receipt, salt)
     select $1, $2, 'voter_' || i, $3::jsonb, md5(random()::text || i), md5(random()::text)
     from generate_series(1, $4::int) as i`,
    [roomId, awardId, storedRankings(contestantIds, round), Math.min(ballots, voters)],
  );
  return roomId;
}

/**
 * The DELETE of `voters` simulated participants with `ballots` ballots, in
 * one transaction, as End rehearsal makes it: the median ms of RAW_ROUNDS rooms.
 */
export async function rawRehearsalClear(
  ctx: SectionContext,
  voters: number,
  ballots: number,
): Promise<number> {
  const client = await PGlite.create(await pgliteDataDir(ctx, 'rehearsal-raw'), pgliteOptions());
  try {
    const times: number[] = [];
    for (let round = 0; round <= RAW_ROUNDS; round++) {
      const roomId = await fillRoom(client, round, voters, ballots);
      const began = performance.now();
      const removed = await client.transaction((tx) =>
        tx.query('delete from room_participants where room_id = $1 and simulated returning id', [
          roomId,
        ]),
      );
      if (round > 0) times.push(performance.now() - began);
      if (removed.rows.length !== voters) throw new Error(`raw delete: ${removed.rows.length}`);
    }
    return median(times);
  } finally {
    await client.close();
  }
}
