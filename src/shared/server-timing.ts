/**
 * Finish Voting's `Server-Timing: commit;dur=<ms>`: how long after the
 * request reached the node its transaction had committed (the ended room and
 * its results), so that a client can time what followed the commit, the
 * results reaching phones, apart from the transaction itself. Browsers show
 * it in their developer tools beside the request.
 */

const COMMIT = /(?:^|,)\s*commit\s*;\s*dur=(\d+(?:\.\d+)?)/;

/** The header's value for a commit this many milliseconds after the request arrived. */
export function commitTiming(ms: number): string {
  return `commit;dur=${ms.toFixed(1)}`;
}

/** The commit's milliseconds in a `Server-Timing` header, or undefined when it names none. */
export function commitMs(header: string | undefined): number | undefined {
  const match = header === undefined ? null : COMMIT.exec(header);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
