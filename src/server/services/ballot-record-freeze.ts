import { constants, gzipSync } from 'node:zlib';
import { sha256Hex } from '#shared/sha256.ts';
import type { StoredRecord } from '../repositories/ballot-records.ts';

/**
 * A record's canonical text in the form it is frozen in: the SHA-256 of that
 * text (the shared one every recount runs) and the text gzipped for the
 * database, at the fastest level: the finish waits for it.
 */
export function freezeRecord(canonical: string): StoredRecord {
  return {
    canonicalGzip: gzipSync(canonical, { level: constants.Z_BEST_SPEED }),
    fingerprint: sha256Hex(canonical),
  };
}
