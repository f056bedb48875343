import { describe, expect, it } from 'vitest';
import type { ImportRow } from '#shared/contestant-import.ts';
import { markRepeatedTables, markTakenTables } from './import-tables.ts';

const row = (number: number, tableNumber: number | null, problems: string[] = []): ImportRow => ({
  row: number,
  name: `Row ${number}`,
  blurb: 'Blurb',
  imageUrl: null,
  demoUrl: null,
  tableNumber,
  problems,
  issues: problems.map(() => ({ reason: 'notValid', values: {} })),
});

describe('tables in a contestant file', () => {
  it('makes every row that shares its table with another a problem, naming the first other row', () => {
    const marked = markRepeatedTables([row(2, 5), row(3, 6), row(4, 5), row(5, null), row(6, 5)]);
    expect(marked.map((r) => r.problems)).toEqual([
      ['Row 2: Table 5 is also on row 4 of the file.'],
      [],
      ['Row 4: Table 5 is also on row 2 of the file.'],
      [],
      ['Row 6: Table 5 is also on row 2 of the file.'],
    ]);
    expect(marked[0]?.issues).toEqual([{ reason: 'tableRepeated', values: { table: 5, row: 4 } }]);
  });

  it('makes a row giving a table a contestant of the room has a problem, after its others', () => {
    const marked = markTakenTables(
      [row(2, 3, ['Row 2: Short description is required.']), row(3, 4), row(4, null)],
      [{ name: 'Alpha', tableNumber: 3 }],
    );
    expect(marked.map((r) => r.problems)).toEqual([
      ['Row 2: Short description is required.', 'Row 2: Table 3 is already taken by Alpha.'],
      [],
      [],
    ]);
    expect(marked[0]?.issues.at(-1)).toEqual({
      reason: 'tableTaken',
      values: { table: 3, contestantName: 'Alpha' },
    });
    // Checked twice (the preview, then the import), still said once.
    const again = markTakenTables(marked, [{ name: 'Alpha', tableNumber: 3 }]);
    expect(again[0]?.problems).toHaveLength(2);
  });
});
