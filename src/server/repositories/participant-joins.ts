import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/database.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { batchStatement, queryBatch } from '../db/statements.ts';
import type { RoomFields } from './rooms-repository.ts';

/**
 * A participant to add to the open room with this code; teamTokenHash: the
 * hash of the team link's secret they joined through (null: none).
 */
export type JoinWrite = {
  code: string;
  id: string;
  name: string;
  tokenHash: string;
  teamTokenHash: string | null;
  /** A simulated voter of a rehearsal: admitted only while one runs, as people are only while none does. */
  simulated: boolean;
};

/** The room joined and the participant as added. */
export type Joined = { room: RoomFields; participant: Omit<ParticipantRow, 'tokenHash'> };

type Row = {
  ord: number;
  id: string;
  code: string;
  name: string;
  title: string;
  status: RoomRow['status'];
  hold_results: boolean;
  reveal_step: number;
  created_at: Date;
  voting_ends_at: Date | null;
  publish_ballots: boolean;
  language: Language;
  rehearsal_voters: number | null;
  rehearsal_ends_at: Date | null;
  participant_id: string;
  participant_name: string;
  joined_at: Date;
  team_id: string | null;
  simulated: boolean;
};

/**
 * Participants join in one statement per batch, which checks that the room
 * with each code is still open and that a team link (if any) is one of its
 * contestants'. Like a ballot it holds the room `FOR KEY SHARE`, so that no
 * one joins after voting has ended. A token already held (the same join sent
 * again with its idempotency key) adds no one: the caller finds the first.
 */
const JOIN_ROOMS = batchStatement(
  'join_rooms',
  'code text, id text, name text, token_hash text, team_token_hash text, simulated boolean',
  `, admitted as (
  select i.ord, i.id as participant_id, i.name as participant_name, i.token_hash,
    i.simulated, t.contestant_id as team_id, r.*
  from input i join rooms r on r.code = i.code
  left join lateral (
    select contestant_id from team_links
    where token_hash = i.team_token_hash and room_id = r.id limit 1
  ) t on true
  where r.status = 'setup' and (i.team_token_hash is null or t.contestant_id is not null)
    and (r.rehearsal_voters is not null) = i.simulated
  for key share of r
), joined as (
  insert into room_participants (room_id, id, name, token_hash, team_id, simulated)
  select id, participant_id, participant_name, token_hash, team_id, simulated from admitted
  on conflict (token_hash) do nothing
  returning room_id, id, name, joined_at, team_id, simulated
)
select a.ord, a.id, a.code, a.name, a.title, a.status, a.hold_results, a.reveal_step,
  a.created_at, a.voting_ends_at, a.publish_ballots, a.language, a.rehearsal_voters, a.rehearsal_ends_at,
  j.id as participant_id, j.name as participant_name, j.joined_at, j.team_id, j.simulated
from joined j join admitted a on a.id = j.room_id and a.participant_id = j.id`,
);

/** Adds each participant to the open room with its code; null for one whose room is not open. */
export function joinOpenRooms(
  database: Database,
  items: readonly JoinWrite[],
): Promise<(Joined | null)[]> {
  return queryBatch(
    database,
    JOIN_ROOMS,
    items,
    (item) => ({
      code: item.code,
      id: item.id,
      name: item.name,
      token_hash: item.tokenHash,
      team_token_hash: item.teamTokenHash,
      simulated: item.simulated,
    }),
    (row: Row) => ({
      room: {
        id: row.id,
        code: row.code,
        name: row.name,
        title: row.title,
        status: row.status,
        holdResults: row.hold_results,
        revealStep: row.reveal_step,
        createdAt: row.created_at,
        votingEndsAt: row.voting_ends_at,
        publishBallots: row.publish_ballots,
        language: row.language,
        rehearsalVoters: row.rehearsal_voters,
        rehearsalEndsAt: row.rehearsal_ends_at,
      },
      participant: {
        roomId: row.id,
        id: row.participant_id,
        name: row.participant_name,
        joinedAt: row.joined_at,
        judge: false,
        teamId: row.team_id,
        simulated: row.simulated,
      },
    }),
  );
}
