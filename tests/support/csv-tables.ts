import Papa from 'papaparse';

/** The tables of an exported CSV file, split at its blank rows, each a list of rows. */
export function csvTables(text: string): string[][][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const tables: string[][][] = [[]];
  for (const row of data) {
    if (row.length === 1 && row[0] === '') tables.push([]);
    else tables.at(-1)?.push(row);
  }
  return tables.filter((table) => table.length > 0);
}
