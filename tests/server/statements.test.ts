import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { WRITE_BALLOTS } from '#server/repositories/ballot-writes.ts';
import { ROOMS_WITH_CALLERS } from '#server/repositories/room-callers.ts';
import { databaseKinds, useTestDatabase } from './support/test-database.ts';

type Rows<R> = { rows: R[] };

const TRICKY = `it's "quoted" \\ back\\slash \\' ''; drop table rooms; -- ✓ 🎉`;

describe.each(databaseKinds)('statements run by name [%s]', (kind) => {
  const open = useTestDatabase(kind);

  it('receive their values exactly as given, however they are quoted', async () => {
    const echo = {
      name: 'echo_values',
      text: 'select $1::text as text, $2::int as number, $3::text as missing',
    };
    for (const text of [TRICKY, '', 'plain']) {
      const rows = await open().query({ ...echo, values: [text, 42, null] });
      expect(rows).toEqual([{ text, number: 42, missing: null }]);
    }
  });

  it('answer a failed statement with its SQL, and the next still runs', async () => {
    const divide = { name: 'divide_by', text: 'select 1 / $1::int as quotient' };
    await expect(open().query({ ...divide, values: [0] })).rejects.toThrow(
      /^Failed query: select 1 \/ \$1::int as quotient$/,
    );
    expect(await open().query({ ...divide, values: [1] })).toEqual([{ quotient: 1 }]);
  });

  it('refuse a name that is not one word of SQL', async () => {
    await expect(
      open().query({ name: 'x; drop table rooms', text: 'select 1', values: [] }),
    ).rejects.toThrow(/Failed query/);
    const rooms = (await open().db.execute(
      sql`select count(*)::int as n from rooms`,
    )) as unknown as Rows<{ n: number }>;
    expect(rooms.rows).toEqual([{ n: 0 }]);
  });

  // However large the room, the check behind every call and a ballot's write look
  // each token up in its index rather than reading every participant.
  it.each([
    ['the check behind every call, for a batch', ROOMS_WITH_CALLERS.many],
    ['the check behind every call, for one', ROOMS_WITH_CALLERS.one],
    ["a batch of ballots' write", WRITE_BALLOTS.many],
    ["one ballot's write", WRITE_BALLOTS.one],
  ])('%s looks each token up in its index in a room of 5,000', async (_label, statement) => {
    const db = open();
    const room = (await db.db.execute(
      sql`insert into rooms (code, name, title) values ('PLAN5000AB', 'Plan', 'Plan') returning id`,
    )) as unknown as Rows<{ id: string }>;
    const roomId = room.rows[0]?.id ?? '';
    await db.db.execute(sql`
      insert into room_participants (room_id, id, name, token_hash)
      select ${roomId}::uuid, 'p' || n, 'P ' || n, 'hash-' || ${roomId} || '-' || n
      from generate_series(1, 5000) n`);
    await db.db.execute(sql`analyze room_participants`);
    const item = {
      ord: 0,
      room_id: roomId,
      token_hash: `hash-${roomId}-17`,
      rankings: [],
      contestant_ids: [],
    };
    const input = JSON.stringify(statement.name.endsWith('_one') ? item : [item]);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare plan_check as ${statement.text}`));
      const explained = (await tx.execute(
        sql.raw(`explain execute plan_check(${pg.escapeLiteral(input)})`),
      )) as unknown as Rows<{ 'QUERY PLAN': string }>;
      await tx.execute(sql.raw('deallocate plan_check'));
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    await db.db.execute(sql`delete from rooms where id = ${roomId}`);
    expect(plan).toMatch(/Index Scan using room_participants_token_hash_unique/);
    expect(plan).not.toMatch(/Seq Scan on room_participants/);
  });
});

describe('statements on the embedded database', () => {
  const open = useTestDatabase('pglite');

  it('are prepared once, then executed', async () => {
    const database = open();
    const twice = { name: 'prepared_once', text: 'select $1::int + 1 as next' };
    expect(await database.query({ ...twice, values: [1] })).toEqual([{ next: 2 }]);
    expect(await database.query({ ...twice, values: [2] })).toEqual([{ next: 3 }]);
    const prepared = (await database.db.execute(
      sql`select name from pg_prepared_statements where name = 'prepared_once'`,
    )) as unknown as Rows<{ name: string }>;
    expect(prepared.rows).toEqual([{ name: 'prepared_once' }]);
  });
});
