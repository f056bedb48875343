import Papa from 'papaparse';
import type { ErrorResponse } from '#shared/api.ts';
import type { ImportPreview, ImportResult } from '#shared/contestant-import.ts';
import { routes } from '#shared/routes.ts';
import type { Harness } from './harness.ts';

export type FileAnswer<T> = { status: number; body: T & ErrorResponse };

async function post<T>(
  h: Harness,
  url: string,
  token: string | undefined,
  csv: string,
): Promise<FileAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${h.server.baseUrl}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ csv }),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorResponse };
}

/** Previews a CSV file of contestants, as the Import CSV dialog does. */
export const previewImport = (h: Harness, roomId: string, token: string | undefined, csv: string) =>
  post<ImportPreview>(h, routes.previewContestantImport.url({ roomId }), token, csv);

/** Imports a CSV file of contestants. */
export const importCsv = (h: Harness, roomId: string, token: string | undefined, csv: string) =>
  post<ImportResult>(h, routes.importContestants.url({ roomId }), token, csv);

export type ExportAnswer = {
  status: number;
  text: string;
  contentType: string | null;
  disposition: string | null;
};

/** Downloads an export as the dashboard does: the token in the header, the file as text. */
export async function download(
  h: Harness,
  roomId: string,
  token: string | undefined,
  format: 'csv' | 'json',
  names?: 'include' | 'hidden',
): Promise<ExportAnswer> {
  const route = format === 'csv' ? routes.exportCsv : routes.exportJson;
  const query = names ? `?names=${names}` : '';
  const response = await fetch(`${h.server.baseUrl}${route.url({ roomId })}${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // Read as bytes so that a byte order mark is kept, not swallowed by the decoder.
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
  };
}

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
