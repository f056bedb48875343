/**
 * The addresses the product shows and shares. Every link someone else opens
 * (a join link, the QR code, shared results) starts from the server's public
 * address, whatever address the organiser's own browser used.
 */

/** The join form with the room code filled in. */
export function joinLink(publicUrl: string, code: string): string {
  return `${publicUrl}/join?code=${encodeURIComponent(code)}`;
}

/** The read-only results page of a room, on this origin. */
export function resultsPath(code: string): string {
  return `/results/${encodeURIComponent(code)}`;
}

/** The read-only results page of a room, as others open it. */
export function resultsLink(publicUrl: string, code: string): string {
  return `${publicUrl}${resultsPath(code)}`;
}

/** The presenter screen for the big screen; it opens in the organiser's own browser. */
export const PRESENT_PATH = '/present';

/** The room code of a page address under `/<page>/`, if it is one. */
function codeFromPagePath(page: 'results' | 'expo', pathname: string): string | null {
  const match = new RegExp(`^/${page}/([^/]+)/?$`).exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The room code of a results page address (/results/ABCDE12345), if it is one. */
export function codeFromResultsPath(pathname: string): string | null {
  return codeFromPagePath('results', pathname);
}

/** The public expo page of a room: its projects by table, printable. */
export function expoLink(publicUrl: string, code: string): string {
  return `${publicUrl}/expo/${encodeURIComponent(code)}`;
}

/** The room code of an expo page address (/expo/ABCDE12345), if it is one. */
export function codeFromExpoPath(pathname: string): string | null {
  return codeFromPagePath('expo', pathname);
}
