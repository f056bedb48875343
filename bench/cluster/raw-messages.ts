/** The texts the raw processes send: our own, so that the phones read the same bytes from both. */

/**
 * Our results update, moved to follow the snapshot the raw processes send
 * (its version), so that the phones take it as the results: the same bytes
 * but for the versions' digits.
 */
export function resultsAfter(results: string, snapshot: string): string {
  const { version } = JSON.parse(snapshot) as { version?: unknown };
  if (typeof version !== 'number') throw new Error('the snapshot has no version');
  const update = JSON.parse(results) as { type?: unknown; baseVersion: number; version: number };
  if (update.type !== 'update') throw new Error('the results did not come in an update');
  const step = update.version - update.baseVersion;
  return JSON.stringify({ ...update, baseVersion: version, version: version + step });
}
