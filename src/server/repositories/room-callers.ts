import type { Language } from '#shared/languages.ts';
import type { Database } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import { batchStatement, queryBatch } from '../db/statements.ts';
import type { RoomWithCaller } from './rooms-repository.ts';

type CallerRow = {
  ord: number;
  id: string;
  code: string;
  name: string;
  title: string;
  admin_id: string;
  status: RoomRow['status'];
  version: number;
  hold_results: boolean;
  reveal_step: number;
  created_at: Date;
  ended_at: Date | null;
  voting_ends_at: Date | null;
  publish_ballots: boolean;
  language: Language;
  rehearsal_started_at: Date | null;
  rehearsal_voters: number | null;
  rehearsal_ends_at: Date | null;
  admin_row_id: string | null;
  admin_token_hash: string | null;
  admin_role: AdminRow['role'] | null;
  admin_name: string | null;
  admin_created_at: Date | null;
  participant_id: string | null;
  participant_name: string | null;
  participant_token_hash: string | null;
  participant_joined_at: Date | null;
  participant_judge: boolean | null;
  participant_team_id: string | null;
  participant_simulated: boolean | null;
  screen_id: string | null;
  screen_token_hash: string | null;
  screen_name: string | null;
  screen_created_at: Date | null;
};

// The check behind every call: one statement for all the calls that arrived
// together, as ballots are written (decision 020).
// NOTE: PostgreSQL expects 100 rows of any set-returning function, so it would
// join a batch (usually a handful) to a whole room's participants by hashing
// them all; `lateral … limit 1` makes each item one look-up in the token's index.
export const ROOMS_WITH_CALLERS = batchStatement(
  'rooms_with_callers',
  'room_id uuid, token_hash text',
  `
select i.ord, r.*, a.id as admin_row_id, a.token_hash as admin_token_hash,
  a.role as admin_role, a.name as admin_name, a.created_at as admin_created_at, p.id as participant_id, p.name as participant_name,
  p.token_hash as participant_token_hash, p.joined_at as participant_joined_at,
  p.judge as participant_judge, p.team_id as participant_team_id,
  p.simulated as participant_simulated,
  s.id as screen_id, s.token_hash as screen_token_hash, s.name as screen_name,
  s.created_at as screen_created_at
from input i
join rooms r on r.id = i.room_id
left join lateral (
  select id, token_hash, role, name, created_at from admins
  where token_hash = i.token_hash and room_id = r.id limit 1
) a on true
left join lateral (
  select id, name, token_hash, joined_at, judge, team_id, simulated from room_participants
  where token_hash = i.token_hash and room_id = r.id limit 1
) p on true
left join lateral (
  select id, token_hash, name, created_at from screens
  where token_hash = i.token_hash and room_id = r.id limit 1
) s on true`,
);

/** Whose token hash, in which room. */
export type CallerLookup = { roomId: string; tokenHash: string };

/**
 * Each room with the admin, participant or screen (if any) whose token hash is given;
 * null where there is no such room.
 */
export function findRoomsWithCallers(
  database: Database,
  lookups: readonly CallerLookup[],
): Promise<(RoomWithCaller | null)[]> {
  return queryBatch(
    database,
    ROOMS_WITH_CALLERS,
    lookups,
    (lookup) => ({ room_id: lookup.roomId, token_hash: lookup.tokenHash }),
    toRoomWithCaller,
  );
}

function toRoomWithCaller(row: CallerRow): RoomWithCaller {
  const room: RoomRow = {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.title,
    adminId: row.admin_id,
    status: row.status,
    version: row.version,
    holdResults: row.hold_results,
    revealStep: row.reveal_step,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    votingEndsAt: row.voting_ends_at,
    publishBallots: row.publish_ballots,
    language: row.language,
    rehearsalStartedAt: row.rehearsal_started_at,
    rehearsalVoters: row.rehearsal_voters,
    rehearsalEndsAt: row.rehearsal_ends_at,
  };
  return {
    room,
    admin:
      row.admin_row_id &&
      row.admin_token_hash &&
      row.admin_role &&
      row.admin_name !== null &&
      row.admin_created_at
        ? {
            id: row.admin_row_id,
            roomId: row.id,
            tokenHash: row.admin_token_hash,
            role: row.admin_role,
            name: row.admin_name,
            createdAt: row.admin_created_at,
          }
        : null,
    participant:
      row.participant_id &&
      row.participant_name !== null &&
      row.participant_token_hash &&
      row.participant_joined_at
        ? {
            roomId: row.id,
            id: row.participant_id,
            name: row.participant_name,
            tokenHash: row.participant_token_hash,
            joinedAt: row.participant_joined_at,
            judge: row.participant_judge === true,
            teamId: row.participant_team_id,
            simulated: row.participant_simulated === true,
          }
        : null,
    screen:
      row.screen_id && row.screen_token_hash && row.screen_name !== null && row.screen_created_at
        ? {
            id: row.screen_id,
            roomId: row.id,
            tokenHash: row.screen_token_hash,
            name: row.screen_name,
            createdAt: row.screen_created_at,
          }
        : null,
  };
}
