import pg from 'pg';

/** Runs one statement as the test PostgreSQL's administrator (TEST_DATABASE_URL): a fault a test injects. */
export async function asAdministrator(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
