import { getErrorMessage } from '#client/lib/error-message.ts';
import type { BallotRecordFile } from '#shared/ballot-record.ts';
import { readRecordFile } from '#shared/record-file-check.ts';
import { canonicalForm, sha256Hex } from '#shared/record-fingerprint.ts';
import { type Recount, recount, recountSummary, secondOpinion } from '#shared/recount.ts';

/** What Recount shows: the summary, every figure that differs, and each award's second opinion. */
export type RecountReport = {
  summary: string;
  differences: string[];
  /** Per award: its name and what the other methods say (or why they cannot). */
  opinions: { awardId: string; name: string; text: string }[];
  fingerprint: string;
};

/** The report of a recount, with the fingerprint this page shows checked against the file's. */
export function reportOf(result: Recount, shownFingerprint: string | undefined): RecountReport {
  const differences = [...result.differences];
  if (shownFingerprint !== undefined && shownFingerprint !== result.fingerprint) {
    differences.unshift(
      `The downloaded record's fingerprint is ${result.fingerprint}, not the ${shownFingerprint} this page shows.`,
    );
  }
  return {
    summary: recountSummary({ ...result, differences }),
    differences,
    opinions: result.awards.map((award) => ({
      awardId: award.awardId,
      name: award.name,
      text: award.recounted
        ? (secondOpinion(award) ?? 'No ballots to weigh.')
        : 'Ballots are sealed: they check by receipt, but cannot be recounted.',
    })),
    fingerprint: result.fingerprint,
  };
}

/**
 * The SHA-256 of the canonical text: the browser's own where it offers one
 * (a secure context), else the shared pure-JS one, as on plain-HTTP venue Wi-Fi.
 */
async function fingerprintOf(canonical: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sha256Hex(canonical);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Recount, in the browser: downloads the ballot record, recomputes its
 * fingerprint and every award's results with the shared tally code, and
 * compares them with the results published with it. Loaded only when
 * someone presses Recount.
 */
export async function runRecount(url: string, shownFingerprint?: string): Promise<RecountReport> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The ballot record could not be downloaded (${response.status}).`);
  let file: BallotRecordFile;
  try {
    file = readRecordFile(await response.json());
  } catch (error) {
    throw new Error(`The downloaded file is not a ballot record (${getErrorMessage(error)}).`);
  }
  const fingerprint = await fingerprintOf(canonicalForm(file.record));
  return reportOf(recount(file, { fingerprint }), shownFingerprint);
}
