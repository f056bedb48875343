import Papa from 'papaparse';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportRow } from '#shared/contestant-import.ts';
import { englishOf, wordIssue } from '#shared/refusal-english.ts';
import type { ReasonWithValues } from '#shared/refusals.ts';
import { addContestantInput } from '#shared/schemas.ts';
import { readTableNumber, tableNumberField } from '#shared/table-numbers.ts';
import { refuse } from '../errors.ts';
import { type ImportField, matchColumns } from './csv-columns.ts';
import { markRepeatedTables } from './import-tables.ts';

/**
 * A contestant file as read: every contestant row with its problems, and
 * notes on the file, in English and as a device words them (same order).
 */
export type ContestantFile = {
  rows: ImportRow[];
  notes: string[];
  noteReasons: ReasonWithValues[];
};

const BYTE_ORDER_MARK = '\uFEFF';
// Separators spreadsheets write: a comma, or a semicolon where the comma is the decimal point, or a tab.
const SEPARATORS = [',', ';', '\t'];
const MEGABYTE = 1024 * 1024;

const notCsv = (row: number) => refuse('validation_failed', 'csvNotValid', { row });

/** Checks one row with the rules of Add Contestant; each problem is said with its row number. */
function checkRow(row: number, cells: Record<ImportField, string>): ImportRow {
  // A pasted image cannot come from a file: only links are imported.
  const pasted = cells.imageUrl.trim().startsWith('data:');
  const table = readTableNumber(cells.tableNumber);
  const parsed = addContestantInput.safeParse({
    ...cells,
    imageUrl: pasted ? '' : cells.imageUrl,
    tableNumber: table,
  });
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => wordIssue(issue.message));
  if (pasted) {
    issues.push({
      reason: 'pastedImageNotImported',
      values: {},
      message: englishOf('pastedImageNotImported'),
    });
  }
  // Each problem once, by its English.
  const problems = new Map(
    issues.map(({ message, reason, values }) => [message, { reason, values }]),
  );
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    row,
    name: cells.name.trim(),
    blurb: cells.blurb.trim(),
    imageUrl: optional(cells.imageUrl),
    demoUrl: optional(cells.demoUrl),
    tableNumber: tableNumberField.safeParse(table).data ?? null,
    problems: [...problems.keys()].map((problem) => `Row ${row}: ${problem}`),
    issues: [...problems.values()],
  };
}

/**
 * Reads a CSV file of contestants: a header row naming the columns (in any
 * case, by common synonyms), then a row per contestant; blank rows are
 * skipped. Two rows giving the same table are both problems. Row numbers are as a spreadsheet shows them, the header being
 * row 1. A file that cannot be read as a whole is refused: over 1 MB or 500
 * rows, empty, not CSV, or without a name or description column.
 */
export function readContestantCsv(file: string): ContestantFile {
  if (Buffer.byteLength(file, 'utf8') > IMPORT_MAX_BYTES) {
    throw refuse('payload_too_large', 'importTooLarge', { megabytes: IMPORT_MAX_BYTES / MEGABYTE });
  }
  const text = file.startsWith(BYTE_ORDER_MARK) ? file.slice(1) : file;
  if (text.trim() === '') {
    throw refuse('validation_failed', 'csvEmpty');
  }
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: SEPARATORS });
  const broken = parsed.errors.find((error) => error.code !== 'UndetectableDelimiter');
  if (broken) throw notCsv((broken.row ?? 0) + 1);

  const [headers = [], ...records] = parsed.data;
  const { columns, notes, noteReasons } = matchColumns(headers);
  for (const field of ['name', 'blurb'] as const) {
    if (columns[field] === undefined) {
      throw refuse(
        'validation_failed',
        field === 'name' ? 'csvNoNameColumn' : 'csvNoDescriptionColumn',
      );
    }
  }
  const cell = (record: string[], field: ImportField) => {
    const index = columns[field];
    return index === undefined ? '' : (record[index] ?? '');
  };
  // Counted before any is checked: a file of 100,000 short rows is refused at once.
  const filled = records.flatMap((record, index) =>
    record.every((value) => value.trim() === '') ? [] : [{ record, row: index + 2 }],
  );
  if (filled.length > IMPORT_MAX_ROWS) {
    throw refuse('payload_too_large', 'csvTooManyRows', {
      rows: filled.length,
      max: IMPORT_MAX_ROWS,
    });
  }
  const rows = filled.map(({ record, row }) =>
    checkRow(row, {
      name: cell(record, 'name'),
      blurb: cell(record, 'blurb'),
      imageUrl: cell(record, 'imageUrl'),
      demoUrl: cell(record, 'demoUrl'),
      tableNumber: cell(record, 'tableNumber'),
    }),
  );
  if (text.includes('\uFFFD')) {
    notes.push(englishOf('unreadableCharacters'));
    noteReasons.push({ reason: 'unreadableCharacters', values: {} });
  }
  return { rows: markRepeatedTables(rows), notes, noteReasons };
}
