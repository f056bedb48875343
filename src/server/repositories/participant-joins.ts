import type { Database } from '../db/database.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { activityStatement } from './activity-statements.ts';
import type { RoomFields } from './rooms-repository.ts';

type Row = {
  id: string;
  code: string;
  name: string;
  title: string;
  status: RoomRow['status'];
  hold_results: boolean;
  reveal_step: number;
  created_at: Date;
  participant_id: string;
  participant_name: string;
  joined_at: Date;
};

/**
 * A participant joins in one statement, which checks that the room with this
 * code is still open. Like a ballot it holds the room `FOR KEY SHARE`, so
 * that no one joins after voting has ended.
 */
const STATEMENTS = activityStatement(
  'join_room',
  'joined',
  (announce) => `
with room as (
  select * from rooms where code = $1 and status = 'setup' for key share
), joined as (
  insert into room_participants (room_id, id, name, token_hash)
  select id, $2, $3, $4 from room
  returning room_id, id, name, joined_at
)${announce.cte}
select r.id, r.code, r.name, r.title, r.status, r.hold_results, r.reveal_step, r.created_at,
  j.id as participant_id, j.name as participant_name, j.joined_at${announce.column}
from joined j join room r on r.id = j.room_id`,
);

/** Adds a participant to the open room with this code; undefined if there is none. */
export async function joinOpenRoom(
  database: Database,
  values: { code: string; id: string; name: string; tokenHash: string },
): Promise<{ room: RoomFields; participant: Omit<ParticipantRow, 'tokenHash'> } | undefined> {
  const [row] = await database.query<Row>({
    ...STATEMENTS[database.kind],
    values: [values.code, values.id, values.name, values.tokenHash],
  });
  if (!row) return undefined;
  return {
    room: {
      id: row.id,
      code: row.code,
      name: row.name,
      title: row.title,
      status: row.status,
      holdResults: row.hold_results,
      revealStep: row.reveal_step,
      createdAt: row.created_at,
    },
    participant: {
      roomId: row.id,
      id: row.participant_id,
      name: row.participant_name,
      joinedAt: row.joined_at,
    },
  };
}
