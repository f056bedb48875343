// The cluster's PostgreSQL database: created when it does not exist yet.
import pg from 'pg';

/** PostgreSQL's "database does not exist", and "already exists". */
const INVALID_CATALOG_NAME = '3D000';
const DUPLICATE_DATABASE = '42P04';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The address without its password, for messages. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

async function canConnect(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes sure the database at `url` exists, creating it through the same
 * server's `postgres` database when it does not; fails with what to do.
 */
export async function ensureDatabase(url: string): Promise<'existed' | 'created'> {
  const shown = withoutPassword(url);
  try {
    await canConnect(url);
    return 'existed';
  } catch (error) {
    if (errorCode(error) !== INVALID_CATALOG_NAME) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Cannot reach PostgreSQL at ${shown} (${why}). Start PostgreSQL (apt-get install -y postgresql), or pass --database-url.`,
      );
    }
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    return 'created';
  } catch (error) {
    // Another cluster created it meanwhile.
    if (errorCode(error) === DUPLICATE_DATABASE) return 'existed';
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The database ${name} does not exist and could not be created (${why}). Create it: createdb -h ${target.hostname} -p ${target.port || 5432} -U ${target.username || 'postgres'} ${name}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
