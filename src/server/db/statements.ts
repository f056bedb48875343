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
 * A statement over a batch of items, in two forms: `many` reads the items
 * from a jsonb array, `one` a lone item from a jsonb object. PostgreSQL
 * plans for 100 rows of any set-returning function and one of a function
 * that returns a record, so a lone item (the usual case when few write at
 * once) gets the plan for one: on PGlite it runs in half the time.
 */
export type BatchStatement = { many: Omit<Statement, 'values'>; one: Omit<Statement, 'values'> };

/**
 * Builds a batch statement whose `rest` follows a CTE `input` of the items,
 * each with `ord` (its place in the batch) and the columns named.
 */
export function batchStatement(name: string, columns: string, rest: string): BatchStatement {
  const text = (read: string) =>
    `with input as (\n  select * from ${read}($1::jsonb) as x(ord int, ${columns})\n)${rest}`;
  return {
    many: { name, text: text('jsonb_to_recordset') },
    one: { name: `${name}_one`, text: text('jsonb_to_record') },
  };
}

/**
 * Runs a batch statement over the items, passed as one jsonb parameter (`$1`),
 * each numbered `ord`; answers each item from the row with its number, or
 * null where the statement returned none.
 */
export async function queryBatch<I, Row extends { ord: number }, R>(
  database: Database,
  statement: BatchStatement,
  items: readonly I[],
  toInput: (item: I) => object,
  fromRow: (row: Row) => R,
): Promise<(R | null)[]> {
  const input = items.map((item, ord) => ({ ord, ...toInput(item) }));
  const rows =
    input.length === 1
      ? await database.query<Row>({ ...statement.one, values: [JSON.stringify(input[0])] })
      : await database.query<Row>({ ...statement.many, values: [JSON.stringify(input)] });
  const answers: (R | null)[] = items.map(() => null);
  for (const row of rows) answers[row.ord] = fromRow(row);
  return answers;
}
