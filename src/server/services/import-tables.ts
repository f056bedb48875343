import type { ImportRow } from '#shared/contestant-import.ts';
import { englishOf, type ReasonArgs } from '#shared/refusal-english.ts';
import type { RefusalValues } from '#shared/refusal-reasons.ts';

type TableReason = 'tableRepeated' | 'tableTaken';

/** The row with one more problem, in English and as a device words it (said once). */
function withProblem<R extends TableReason>(
  row: ImportRow,
  reason: R,
  ...values: ReasonArgs<R>
): ImportRow {
  const [given] = values as [RefusalValues];
  const problem = `Row ${row.row}: ${englishOf(reason, given)}`;
  if (row.problems.includes(problem)) return row;
  return {
    ...row,
    problems: [...row.problems, problem],
    issues: [...row.issues, { reason, values: given }],
  };
}

/**
 * Rows of a file that give the same table as another row: each is a
 * problem, naming the first other row with it (which of them is right is
 * the organiser's to say).
 */
export function markRepeatedTables(rows: readonly ImportRow[]): ImportRow[] {
  const rowsAt = new Map<number, number[]>();
  for (const { row, tableNumber } of rows) {
    if (tableNumber !== null) rowsAt.set(tableNumber, [...(rowsAt.get(tableNumber) ?? []), row]);
  }
  return rows.map((row) => {
    if (row.tableNumber === null) return row;
    const other = rowsAt.get(row.tableNumber)?.find((number) => number !== row.row);
    return other === undefined
      ? row
      : withProblem(row, 'tableRepeated', { table: row.tableNumber, row: other });
  });
}

/** Rows that give a table a contestant of the room already has: each is a problem, naming it. */
export function markTakenTables(
  rows: readonly ImportRow[],
  holders: readonly { name: string; tableNumber: number }[],
): ImportRow[] {
  const holderAt = new Map(holders.map(({ name, tableNumber }) => [tableNumber, name]));
  return rows.map((row) => {
    const holder = row.tableNumber === null ? undefined : holderAt.get(row.tableNumber);
    return holder === undefined || row.tableNumber === null
      ? row
      : withProblem(row, 'tableTaken', { table: row.tableNumber, contestantName: holder });
  });
}
