import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnPostgres, startOwnPostgres } from '../../scripts/launch/own-postgres.ts';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// Tests that restart the database need a server of their own; this one
// proves the helper they use keeps what was committed across a restart.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL of its own [postgres]', () => {
  let server: OwnPostgres | undefined;

  beforeAll(async () => {
    server = await startOwnPostgres();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('keeps a committed row across a restart and across a stop and start', async () => {
    if (!server) throw new Error('the server did not start');
    await query(server.url, 'CREATE TABLE ballots (id int PRIMARY KEY, ranking text)');
    await query(server.url, "INSERT INTO ballots VALUES (1, 'Alpha, Bravo')");

    await server.restart();
    expect(await query(server.url, 'SELECT * FROM ballots')).toEqual([
      { id: 1, ranking: 'Alpha, Bravo' },
    ]);

    await server.stopServer();
    await expect(query(server.url, 'SELECT 1')).rejects.toThrow();
    await server.startServer();
    expect(await query(server.url, 'SELECT ranking FROM ballots')).toEqual([
      { ranking: 'Alpha, Bravo' },
    ]);
  });

  it('listens on loopback only, on the port it names', async () => {
    if (!server) throw new Error('the server did not start');
    const [row] = await query<{ listen: string; port: string }>(
      server.url,
      "SELECT current_setting('listen_addresses') AS listen, current_setting('port') AS port",
    );
    expect(row).toEqual({ listen: '127.0.0.1', port: String(server.port) });
  });
});
