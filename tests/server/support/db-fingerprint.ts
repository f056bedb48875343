import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

type Rows = { rows: Record<string, unknown>[] };

/**
 * A digest of every row of every table of the app: equal before and after a
 * request means the request changed nothing anywhere, audit log included.
 */
export async function databaseFingerprint(database: Database): Promise<string> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const digest = (await database.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(String(name))} t`,
    )) as unknown as Rows;
    parts.push(`${String(name)}=${String(digest.rows[0]?.digest)}`);
  }
  return parts.join(' ');
}
