import type { Database, Statement } from '../db/database.ts';
import { ROOM_EVENTS_CHANNEL } from '../realtime/postgres-event-bus.ts';

/**
 * A statement that changes a room's activity with events every node must
 * hear (a Reset Vote's deletion), in its two forms. On PostgreSQL it also
 * tells every node's hub, in the same statement, with `pg_notify`
 * (delivered only if it commits): `rows` names the CTE of rows written,
 * each with a `room_id`, and `events` the SQL of the events to carry. On
 * PGlite the caller tells the in-process bus after it commits. Ballots and
 * joins, which carry no events, are announced after they commit instead
 * (RoomEventBus.activity): a NOTIFY in each would serialise their commits.
 *
 * `build` receives the text to insert after its last CTE, and the column to
 * add to its final select so that the announcement is evaluated.
 */
export function activityStatement(
  name: string,
  rows: string,
  build: (announce: { cte: string; column: string }) => string,
  events = 'json_build_array()',
): Record<Database['kind'], Omit<Statement, 'values'>> {
  const cte = `, announced as (
  select pg_notify('${ROOM_EVENTS_CHANNEL}',
    json_build_object('roomId', room_id, 'version', null, 'events', ${events})::text)
  from ${rows}
)`;
  return {
    pglite: { name, text: build({ cte: '', column: '' }) },
    postgres: {
      name: `${name}_announced`,
      text: build({ cte, column: ', (select count(*) from announced) as announced' }),
    },
  };
}
