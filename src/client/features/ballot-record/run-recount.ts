import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { BallotRecordFile } from '#shared/ballot-record.ts';
import { readRecordFile } from '#shared/record-file-check.ts';
import { type Recount, recount } from '#shared/recount.ts';
import { recountSummary, secondOpinion } from './recount-wording.ts';

/** What Recount shows: the summary, every figure that differs, and each award's second opinion. */
export type RecountReport = {
  summary: string;
  differences: string[];
  /** Per award: its name and what the other methods say (or why they cannot). */
  opinions: { awardId: string; name: string; text: string }[];
  fingerprint: string;
};

/** The report of a recount, with the fingerprint this page shows checked against the file's. */
export function reportOf(
  i18n: I18n,
  result: Recount,
  shownFingerprint: string | undefined,
): RecountReport {
  const differences = [...result.differences];
  if (shownFingerprint !== undefined && shownFingerprint !== result.fingerprint) {
    const { fingerprint } = result;
    differences.unshift(
      i18n._(
        msg`The downloaded record's fingerprint is ${fingerprint}, not the ${shownFingerprint} this page shows.`,
      ),
    );
  }
  return {
    summary: recountSummary(i18n, { ...result, differences }),
    differences,
    opinions: result.awards.map((award) => ({
      awardId: award.awardId,
      name: award.name,
      text: award.recounted
        ? (secondOpinion(i18n, award) ?? i18n._(msg`No ballots to weigh.`))
        : i18n._(msg`Ballots are sealed: they check by receipt, but cannot be recounted.`),
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
export async function runRecount(
  i18n: I18n,
  url: string,
  shownFingerprint?: string,
): Promise<RecountReport> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const status = String(response.status);
    throw new Error(i18n._(msg`The ballot record could not be downloaded (${status}).`));
  }
  let file: BallotRecordFile;
  try {
    file = readRecordFile(await response.json());
  } catch (error) {
    const problem = getErrorMessage(error);
    throw new Error(i18n._(msg`The downloaded file is not a ballot record (${problem}).`));
  }
  return reportOf(i18n, recount(file), shownFingerprint);
}
