/** Helpers for the statements repositories run by name (Database.query). */
import pg from 'pg';
import type { Database, Statement } from './database.ts';

const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;

export function requireStatementName(name: string): void {
  if (!STATEMENT_NAME.test(name)) throw new Error(`not a statement name: ${name}`);
}

/** A value written into SQL, for PGlite's EXECUTE (database.ts). */
export function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return pg.escapeLiteral(value);
}

/**
 * A failed statement as Drizzle reports one: its SQL, never its parameters
 * (they hold names and token hashes), with the database's error as the cause.
 */
export function failedQuery(text: string, cause: unknown): Error {
  return new Error(`Failed query: ${text.trim()}`, { cause });
}

/**
 * Runs a statement over a batch passed as one jsonb parameter (`$1`), each
 * item numbered `ord`; answers each item from the row with its number, or
 * null where the statement returned none.
 */
export async function queryBatch<I, Row extends { ord: number }, R>(
  database: Database,
  statement: Omit<Statement, 'values'>,
  items: readonly I[],
  toInput: (item: I) => object,
  fromRow: (row: Row) => R,
): Promise<(R | null)[]> {
  const input = items.map((item, ord) => ({ ord, ...toInput(item) }));
  const rows = await database.query<Row>({ ...statement, values: [JSON.stringify(input)] });
  const answers: (R | null)[] = items.map(() => null);
  for (const row of rows) answers[row.ord] = fromRow(row);
  return answers;
}
