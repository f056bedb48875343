import { and, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '#shared/api.ts';
import type { Database, Executor } from '../db/database.ts';
import { ballots, rooms } from '../db/schema.ts';
import { batchStatement, queryBatch } from '../db/statements.ts';
import type { NamedBallotRow } from './ballots-repository.ts';

/**
 * A ballot to write: whose token (its hash), in which room and award,
 * ranking which contestants; and the receipt and salt a new ballot takes (a
 * changed one keeps its own).
 */
export type BallotWrite = {
  roomId: string;
  awardId: string;
  tokenHash: string;
  rankings: RankingEntry[];
  receipt: string;
  salt: string;
  /** A judge's ranking of what they saw at an expo, rather than a top three. */
  expo: boolean;
};

/** A written ballot, and whether it is the participant's first. */
export type WrittenBallot = NamedBallotRow & { inserted: boolean };

/**
 * Why the statement turned a ballot away: the first of its conditions that
 * failed, in the order they are checked (`not_in_room`: a ranked contestant
 * is not the room's).
 */
export type BallotRefusalCode =
  | 'room_not_found'
  | 'participant_only'
  | 'token_not_for_room'
  | 'room_ended'
  | 'rehearsal_running'
  | 'award_not_found'
  | 'judges_only'
  | 'audience_only'
  | 'not_expo'
  | 'expo_award'
  | 'judging_closed'
  | 'not_in_room'
  | 'not_in_award'
  | 'own_team'
  | 'conflict_of_interest'
  | 'not_seen';

/** A ballot turned away, and why; for a conflict, the first conflicted contestant's name. */
export type RefusedBallot = { refused: BallotRefusalCode; contestantName: string | null };

type Row = {
  ord: number;
  refusal: BallotRefusalCode | null;
  conflict_name: string | null;
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
 * it, and the statement says which failed: the room is open, the token
 * belongs to one of its participants (while a rehearsal runs, one of its
 * simulated voters, who vote only then), the award is one of its awards and open
 * to the participant's side (judge or audience), every contestant ranked is
 * one of the room's and of the award's (all of the room's, or those chosen
 * for it), and none is the participant's own team or a judge's conflict of
 * interest; an expo award takes only a judge's ranking of what they saw on
 * their route, while its judging is open, and every other award only a top
 * three. `FOR KEY SHARE` of the room lets any number of ballots go in
 * together while finishing, which takes the room `FOR UPDATE`, waits for
 * those in flight and turns away the rest (they re-read the room once the
 * finish commits, and find it ended).
 * A new ballot takes the receipt and salt drawn for it; a changed one keeps
 * its own. Each token is one look-up in its index, however large the room
 * (room-callers.ts says why `lateral`); the reasons are a `case` whose later
 * look-ups run only for a ballot that passed the earlier ones.
 * The writer announces the activity once the batch commits.
 */
export const WRITE_BALLOTS = batchStatement(
  'write_ballots',
  'room_id uuid, award_id uuid, token_hash text, rankings jsonb, contestant_ids uuid[], receipt text, salt text, expo boolean',
  `, room as materialized (
  select id, status, rehearsal_voters from rooms where id in (select room_id from input)
  for key share
), checked as (
  select i.ord, r.id as room_id, a.id as award_id, p.id as participant_id, p.name, p.judge,
    i.rankings, i.receipt, i.salt, i.contestant_ids,
    case
      when r.id is null then 'room_not_found'
      when p.id is null then case
        when exists (select 1 from admins ad where ad.token_hash = i.token_hash and ad.room_id = r.id)
          then 'participant_only' else 'token_not_for_room' end
      when r.status <> 'setup' then 'room_ended'
      when (r.rehearsal_voters is not null) <> p.simulated then 'rehearsal_running'
      when a.id is null then 'award_not_found'
      when a.voters = 'judges' and not p.judge then 'judges_only'
      when a.voters = 'audience' and p.judge then 'audience_only'
      when i.expo and a.format <> 'expo' then 'not_expo'
      when not i.expo and a.format = 'expo' then 'expo_award'
      when a.judging_closed_at is not null then 'judging_closed'
      when cardinality(i.contestant_ids) <> (
        select count(*) from contestants c where c.room_id = r.id and c.id = any(i.contestant_ids)
      ) then 'not_in_room'
      when not a.open_to_all and cardinality(i.contestant_ids) <> (
        select count(*) from award_contestants ac
        where ac.award_id = a.id and ac.contestant_id = any(i.contestant_ids)
      ) then 'not_in_award'
      when p.team_id = any(i.contestant_ids) then 'own_team'
      when exists (
        select 1 from judge_conflicts jc
        where jc.room_id = r.id and jc.participant_id = p.id and jc.contestant_id = any(i.contestant_ids)
      ) then 'conflict_of_interest'
      when i.expo and cardinality(i.contestant_ids) <> (
        select count(*) from route_stops rs
        where rs.award_id = a.id and rs.participant_id = p.id and rs.status = 'seen'
          and rs.contestant_id = any(i.contestant_ids)
      ) then 'not_seen'
    end as refusal
  from input i
  left join room r on r.id = i.room_id
  left join lateral (
    select id, name, judge, team_id, simulated from room_participants
    where token_hash = i.token_hash and room_id = r.id limit 1
  ) p on true
  left join lateral (
    select id, open_to_all, voters, format, judging_closed_at from awards
    where room_id = r.id and id = i.award_id
  ) a on true
), saved as (
  insert into ballots as b (room_id, award_id, participant_id, judge, rankings, receipt, salt)
  select room_id, award_id, participant_id, judge, rankings, receipt, salt from checked
  where refusal is null
  on conflict (award_id, participant_id)
    do update set rankings = excluded.rankings, updated_at = now()
  returning b.id, b.room_id, b.award_id, b.participant_id, b.judge, b.rankings, b.receipt,
    b.salt, b.created_at, b.updated_at, (b.xmax = 0) as inserted
)
select c.ord, c.refusal, c.name as participant_name, s.*,
  case when c.refusal = 'conflict_of_interest' then (
    select ct.name from judge_conflicts jc join contestants ct on ct.id = jc.contestant_id
    where jc.room_id = c.room_id and jc.participant_id = c.participant_id
      and jc.contestant_id = any(c.contestant_ids)
    order by ct.order_index limit 1
  ) end as conflict_name
from checked c
left join saved s on c.refusal is null and s.award_id = c.award_id and s.participant_id = c.participant_id`,
);

/**
 * Writes a batch of ballots in one statement. Each item gets its ballot, or
 * why a condition turned it away. The batch holds at most one ballot per token.
 */
export async function writeBallotBatch(
  database: Database,
  items: readonly BallotWrite[],
): Promise<(WrittenBallot | RefusedBallot)[]> {
  const answers = await queryBatch(
    database,
    WRITE_BALLOTS,
    items,
    (item) => ({
      room_id: item.roomId,
      award_id: item.awardId,
      token_hash: item.tokenHash,
      rankings: item.rankings,
      contestant_ids: item.rankings.map((entry) => entry.contestantId),
      receipt: item.receipt,
      salt: item.salt,
      expo: item.expo,
    }),
    (row: Row): WrittenBallot | RefusedBallot =>
      row.refusal !== null
        ? { refused: row.refusal, contestantName: row.conflict_name }
        : {
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
          },
  );
  // Every item is a row of `checked`, written or not: none goes unanswered.
  return answers.map((answer) => {
    if (answer === null) throw new Error('write_ballots left a ballot unanswered');
    return answer;
  });
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
