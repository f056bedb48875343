import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { StoredRecord } from '../repositories/ballot-records.ts';

const gzipped = promisify(gzip);

/**
 * A record's canonical text in the form it is frozen in: the SHA-256 of that
 * text and the text gzipped for the database, at the fastest level. The
 * compression runs on libuv's threads and the hash in native code (the same
 * SHA-256 as `#shared/sha256.ts`, which every recount runs, a tenth of its
 * time on a record of 40,000 ballots): the node that freezes a record keeps
 * serving its rooms meanwhile.
 */
export async function freezeRecord(canonical: string): Promise<StoredRecord> {
  const fingerprint = createHash('sha256').update(canonical, 'utf8').digest('hex');
  return {
    canonicalGzip: await gzipped(canonical, { level: constants.Z_BEST_SPEED }),
    fingerprint,
  };
}
