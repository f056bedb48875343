import { z } from 'zod';
import { MAX_TABLE_NUMBER } from './constants.ts';
import { issueKey } from './issue-keys.ts';

/** The one thing said of any table number that is not one: what a table number is. */
const NOT_A_TABLE = issueKey('wholeNumberFrom', {
  field: 'tableNumber',
  min: 1,
  max: MAX_TABLE_NUMBER,
});

/**
 * A contestant's table at the expo: a whole number from 1 to
 * MAX_TABLE_NUMBER, or null (a blank text too) for none. Left out of an
 * edit, the contestant keeps the table it has.
 */
export const tableNumberField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .number({ error: NOT_A_TABLE })
    .int({ error: NOT_A_TABLE })
    .min(1, { error: NOT_A_TABLE })
    .max(MAX_TABLE_NUMBER, { error: NOT_A_TABLE })
    .nullable()
    .optional(),
);

/**
 * A table number as typed in a form or a CSV cell: null when blank, the
 * number when it is written in digits, else the text itself (which the
 * schema then refuses, saying what a table number is).
 */
export function readTableNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

type AtATable = { tableNumber: number | null; orderIndex: number };

/** Contestants in the expo's order: those with a table by its number, then the others in the room's order. */
export function byTable<T extends AtATable>(contestants: readonly T[]): T[] {
  const table = (contestant: T) => contestant.tableNumber ?? Number.POSITIVE_INFINITY;
  return [...contestants].sort((a, b) =>
    table(a) === table(b) ? a.orderIndex - b.orderIndex : table(a) - table(b),
  );
}
