import type { Results } from '#shared/api.ts';

/**
 * Results as the finish answered them: a later read also names the ballot
 * record's fingerprint once the record is frozen, after the finish's commit.
 */
export function withoutFingerprint(results: Results | null | undefined): Results | null {
  if (!results) return null;
  const { fingerprint: _frozen, ...rest } = results;
  return rest;
}
