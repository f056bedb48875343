import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/database.ts';
import { PGLITE_SETTINGS } from '#server/db/pglite-options.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

type Rows = { rows: { value: string }[] };

// The server's own embedded database, opened on a data directory whose
// postgresql.conf still says what initdb wrote (shared_buffers = 128MB).
describe('the embedded database runs with the settings of pglite-options.ts', () => {
  let test: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    database = await openDatabase(test.options);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  const setting = async (name: string): Promise<string | undefined> => {
    if (!database) throw new Error('the database opens before the tests');
    const result = (await database.db.execute(
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
