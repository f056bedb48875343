import { getErrorMessage } from '#client/lib/error-message.ts';
import type { BallotRecordFile } from '#shared/ballot-record.ts';
import { readRecordFile } from '#shared/record-file-check.ts';
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
  return reportOf(recount(file), shownFingerprint);
}
