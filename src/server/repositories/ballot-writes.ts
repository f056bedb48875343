import type { RankingEntry } from '#shared/api.ts';
import type { Database, Statement } from '../db/database.ts';
import { batchStatement, queryBatch } from '../db/statements.ts';
import { ROOM_EVENTS_CHANNEL } from '../events/room-events.ts';
import type { NamedBallotRow } from './ballots-repository.ts';

/** A ballot to write: whose token (its hash), in which room, ranking which contestants. */
export type BallotWrite = {
  roomId: string;
  tokenHash: string;
  rankings: RankingEntry[];
};

/** A written ballot, and whether it is the participant's first. */
export type WrittenBallot = NamedBallotRow & { inserted: boolean };

type Row = {
  ord: number;
  id: string;
  room_id: string;
  participant_id: string;
  participant_name: string;
  rankings: RankingEntry[];
  created_at: Date;
  updated_at: Date;
  inserted: boolean;
};

/**
 * Every condition of a ballot is checked inside the one statement that writes
 * it: the room is open, the token belongs to one of its participants, and
 * every contestant ranked is one of its contestants. `FOR KEY SHARE` of the
 * room lets any number of ballots go in together while finishing, which
 * takes the room `FOR UPDATE`, waits for those in flight and turns away the
 * rest (they re-read the room once the finish commits, and find it ended).
 * Each token is one look-up in its index, however large the room
 * (room-callers.ts says why `lateral`).
 * A ballot that meets a condition no longer is simply not written. The
 * writer announces the activity once the batch commits.
 */
export const WRITE_BALLOTS = batchStatement(
  'write_ballots',
  'room_id uuid, token_hash text, rankings jsonb, contestant_ids uuid[]',
  `, admitted as (
  select i.ord, r.id as room_id, p.id as participant_id, p.name, i.rankings
  from input i
  join rooms r on r.id = i.room_id
  join lateral (
    select id, name from room_participants
    where token_hash = i.token_hash and room_id = r.id limit 1
  ) p on true
  where r.status = 'setup'
    and cardinality(i.contestant_ids) = (
      select count(*) from contestants c
      where c.room_id = r.id and c.id = any(i.contestant_ids)
    )
  for key share of r
), saved as (
  insert into ballots as b (room_id, participant_id, rankings)
  select room_id, participant_id, rankings from admitted
  on conflict (room_id, participant_id)
    do update set rankings = excluded.rankings, updated_at = now()
  returning b.id, b.room_id, b.participant_id, b.rankings, b.created_at, b.updated_at,
    (b.xmax = 0) as inserted
)
select a.ord, a.name as participant_name, s.*
from saved s
join admitted a on a.room_id = s.room_id and a.participant_id = s.participant_id`,
);

/**
 * Writes a batch of ballots in one statement. Each item gets its ballot, or
 * null when a condition turned it away (the caller finds out which).
 * The batch holds at most one ballot per token.
 */
export function writeBallotBatch(
  database: Database,
  items: readonly BallotWrite[],
): Promise<(WrittenBallot | null)[]> {
  return queryBatch(
    database,
    WRITE_BALLOTS,
    items,
    (item) => ({
      room_id: item.roomId,
      token_hash: item.tokenHash,
      rankings: item.rankings,
      contestant_ids: item.rankings.map((entry) => entry.contestantId),
    }),
    (row: Row) => ({
      id: row.id,
      roomId: row.room_id,
      participantId: row.participant_id,
      participantName: row.participant_name,
      rankings: row.rankings,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      inserted: row.inserted,
    }),
  );
}

const DELETE_BALLOT = `
with room as (
  select id from rooms where id = $1 and status = 'setup' for key share
), deleted as (
  delete from ballots b using room
  where b.room_id = room.id and b.participant_id = $2
  returning b.room_id, b.participant_id
)`;

/**
 * Deletes a participant's ballot while the room is open, in one statement (as
 * a ballot is written). The deletion travels as an event, so on PostgreSQL the
 * statement tells every node's hub itself, with `pg_notify` (delivered only if
 * it commits); on PGlite the service tells the in-process bus after it.
 */
const DELETE_STATEMENTS: Record<Database['kind'], Omit<Statement, 'values'>> = {
  pglite: { name: 'delete_ballot', text: `${DELETE_BALLOT}\nselect participant_id from deleted` },
  postgres: {
    name: 'delete_ballot_announced',
    text: `${DELETE_BALLOT}, announced as (
  select pg_notify('${ROOM_EVENTS_CHANNEL}', json_build_object('roomId', room_id,
    'version', null, 'events', json_build_array(json_build_object(
      'type', 'ballot_deleted', 'participantId', participant_id)))::text)
  from deleted
)
select participant_id, (select count(*) from announced) as announced from deleted`,
  },
};

/** Whether the participant's ballot was deleted (false: none, or the room is no longer open). */
export async function deleteOpenBallot(
  database: Database,
  roomId: string,
  participantId: string,
): Promise<boolean> {
  const rows = await database.query<{ participant_id: string }>({
    ...DELETE_STATEMENTS[database.kind],
    values: [roomId, participantId],
  });
  return rows.length > 0;
}
