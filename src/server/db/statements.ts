/** Helpers for the batch statements repositories run by name (Database.query). */
import type { Database, Statement } from './database.ts';

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
