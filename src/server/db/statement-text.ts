/**
 * How database.ts runs a statement by name: its name checked, its values
 * written as literals for PGlite, its failure reported without its values.
 */
import pg from 'pg';

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
