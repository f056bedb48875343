import { and, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '#shared/api.ts';
import { newReceipt, newSalt } from '../auth/tokens.ts';
import type { Database, Executor } from '../db/database.ts';
import { ballots, rooms } from '../db/schema.ts';
import { batchStatement, queryBatch } from '../db/statements.ts';
import type { NamedBallotRow } from './ballots-repository.ts';

/**
 * A ballot to write: whose token (its hash), in which room and award,
 * ranking which contestants.
 */
export type BallotWrite = {
  roomId: string;
  awardId: string;
  tokenHash: string;
  rankings: RankingEntry[];
};

/** A written ballot, and whether it is the participant's first. */
export type WrittenBallot = NamedBallotRow & { inserted: boolean };

type Row = {
  ord: number;
  id: string;
  room_id: string;
  award_id: string;
  participant_id: string;
  participant_name: string;
  judge: boolean;
  rankings: RankingEntry[];
  receipt: string;
  salt: string;
  created_at: Date;
  updated_at: Date;
  inserted: boolean;
};

/**
 * Every condition of a ballot is checked inside the one statement that writes
 * it: the room is open, the token belongs to one of its participants, the
 * award is one of its awards and open to the participant's side (judge or
 * audience), every contestant ranked is one of the award's contestants (all
 * of the room's, or those chosen for it), and none is the participant's own
 * team or a judge's conflict of interest. `FOR KEY SHARE` of the
 * room lets any number of ballots go in together while finishing, which
 * takes the room `FOR UPDATE`, waits for those in flight and turns away the
 * rest (they re-read the room once the finish commits, and find it ended).
 * A new ballot takes the receipt and salt drawn for it; a changed one keeps
 * its own. Each token is one look-up in its index, however large the room
 * (room-callers.ts says why `lateral`).
 * A ballot that meets a condition no longer is simply not written. The
 * writer announces the activity once the batch commits.
 */
export const WRITE_BALLOTS = batchStatement(
  'write_ballots',
  'room_id uuid, award_id uuid, token_hash text, rankings jsonb, contestant_ids uuid[], receipt text, salt text',
  `, admitted as (
  select i.ord, r.id as room_id, a.id as award_id, p.id as participant_id, p.name, p.judge,
    i.rankings, i.receipt, i.salt
  from input i
  join rooms r on r.id = i.room_id
  join lateral (
    select id, name, judge, team_id from room_participants
    where token_hash = i.token_hash and room_id = r.id limit 1
  ) p on true
  join lateral (
    select id, open_to_all, voters from awards
    where room_id = r.id and (i.award_id is null or id = i.award_id)
    order by position, created_at, id limit 1
  ) a on true
  where r.status = 'setup'
    and (a.voters in ('everyone', 'judges_and_audience') or (a.voters = 'judges') = p.judge)
    and (p.team_id is null or p.team_id <> all(i.contestant_ids))
    and not exists (
      select 1 from judge_conflicts jc
      where jc.room_id = r.id and jc.participant_id = p.id and jc.contestant_id = any(i.contestant_ids)
    )
    and cardinality(i.contestant_ids) = (
      select count(*) from contestants c
      where c.room_id = r.id and c.id = any(i.contestant_ids)
        and (a.open_to_all or exists (
          select 1 from award_contestants ac where ac.award_id = a.id and ac.contestant_id = c.id
        ))
    )
  for key share of r
), saved as (
  insert into ballots as b (room_id, award_id, participant_id, judge, rankings, receipt, salt)
  select room_id, award_id, participant_id, judge, rankings, receipt, salt from admitted
  on conflict (award_id, participant_id)
    do update set rankings = excluded.rankings, updated_at = now()
  returning b.id, b.room_id, b.award_id, b.participant_id, b.judge, b.rankings, b.receipt,
    b.salt, b.created_at, b.updated_at, (b.xmax = 0) as inserted
)
select a.ord, a.name as participant_name, s.*
from saved s
join admitted a on a.award_id = s.award_id and a.participant_id = s.participant_id`,
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
      award_id: item.awardId,
      token_hash: item.tokenHash,
      rankings: item.rankings,
      contestant_ids: item.rankings.map((entry) => entry.contestantId),
      receipt: newReceipt(),
      salt: newSalt(),
    }),
    (row: Row) => ({
      id: row.id,
      roomId: row.room_id,
      awardId: row.award_id,
      participantId: row.participant_id,
      participantName: row.participant_name,
      judge: row.judge,
      rankings: row.rankings,
      receipt: row.receipt,
      salt: row.salt,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      inserted: row.inserted,
    }),
  );
}

/**
 * Deletes a participant's ballot in one award while the room is open (Reset
 * Vote): the room is read `FOR KEY SHARE`, as a ballot's write reads it, so a
 * finish waits for the deletion or the deletion finds the room ended. Answers
 * whether it deleted one (false: none, or the room is no longer open).
 */
export async function deleteOpenBallot(
  ex: Executor,
  roomId: string,
  awardId: string,
  participantId: string,
): Promise<boolean> {
  const open = ex
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.status, 'setup')))
    .for('key share');
  const deleted = await ex
    .delete(ballots)
    .where(
      and(
        eq(ballots.roomId, sql`(${open})`),
        eq(ballots.awardId, awardId),
        eq(ballots.participantId, participantId),
      ),
    )
    .returning({ participantId: ballots.participantId });
  return deleted.length > 0;
}
