import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGLITE_SETTINGS } from '#server/db/pglite-options.ts';
import { useTestDatabase } from './support/test-database.ts';

type Rows = { rows: { value: string }[] };

// The server's own embedded database, opened on a data directory whose
// postgresql.conf still says what initdb wrote (shared_buffers = 128MB).
describe('the embedded database runs with the settings of pglite-options.ts', () => {
  const open = useTestDatabase('pglite');

  const setting = async (name: string): Promise<string | undefined> => {
    const result = (await open().db.execute(
      sql`select current_setting(${name}) as value`,
    )) as unknown as Rows;
    return result.rows[0]?.value;
  };

  it('over what postgresql.conf says', async () => {
    for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
      expect(await setting(name)).toBe(value);
    }
  });

  it('and still with PGlite’s own start parameters', async () => {
    // PGlite.defaultStartParams: `-F` (fsync off) and `-c search_path=public`.
    expect(await setting('fsync')).toBe('off');
    expect(await setting('search_path')).toBe('public');
  });
});
