/** What the bench reads from its own database after a phase: what was kept, and nothing twice. */
import pg from 'pg';

async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The participants whose ballot the room holds. */
export async function countedBallots(url: string, roomId: string): Promise<Set<string>> {
  const rows = await query<{ participant_id: string }>(
    url,
    'select distinct participant_id from ballots where room_id = $1',
    [roomId],
  );
  return new Set(rows.map((row) => row.participant_id));
}

/** Phones that are more than one participant of the room (every phone joins under a name of its own). */
export async function duplicateParticipants(url: string, roomId: string): Promise<number> {
  const [row] = await query<{ extra: string }>(
    url,
    `select count(*) - count(distinct name) as extra from room_participants
     where room_id = $1 and name like 'Phone %'`,
    [roomId],
  );
  return Number(row?.extra ?? 0);
}
