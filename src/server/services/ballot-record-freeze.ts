import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import type { StoredRecord } from '../repositories/ballot-records.ts';

/**
 * A record's canonical text in the form it is frozen in: the SHA-256 of that
 * text (node's, the same hex as the shared `sha256Hex`) and the text gzipped
 * for the database, at the fastest level: the finish waits for it.
 */
export function freezeRecord(canonical: string): StoredRecord {
  return {
    canonicalGzip: gzipSync(canonical, { level: constants.Z_BEST_SPEED }),
    fingerprint: createHash('sha256').update(canonical, 'utf8').digest('hex'),
  };
}
