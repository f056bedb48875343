import { createHash } from 'node:crypto';
import type { BallotRecord } from '#shared/ballot-record.ts';
import { canonicalForm } from '#shared/record-fingerprint.ts';
import type { StoredRecord } from '../repositories/ballot-records.ts';

/**
 * A record in the form it is frozen in: its canonical text and that text's
 * SHA-256 (node's, which gives the same hex as the shared `sha256Hex`, faster).
 */
export function freezeRecord(record: BallotRecord): StoredRecord {
  const canonical = canonicalForm(record);
  return { canonical, fingerprint: createHash('sha256').update(canonical, 'utf8').digest('hex') };
}
