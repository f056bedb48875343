import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalForm } from '#shared/record-fingerprint.ts';
import { ballotRecordText } from './ballot-record-build.ts';
import { fixtureSource } from './ballot-record-fixture.test-support.ts';
import { freezeRecord } from './ballot-record-freeze.ts';

/** A record file frozen by an earlier version of the server, as its downloader has it. */
function frozenFile(kind: 'published' | 'sealed'): { fingerprint: string; record: unknown } {
  const url = new URL(`../../shared/ballot-record-${kind}.fixture.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as { fingerprint: string; record: unknown };
}

describe('records frozen before', () => {
  it.each(['published', 'sealed'] as const)(
    'are written byte for byte as the server wrote them, ballots %s',
    async (kind) => {
      const frozen = frozenFile(kind);
      const text = ballotRecordText(fixtureSource(kind === 'published'));
      // The fingerprint is the SHA-256 of the bytes: equal, the bytes are.
      expect((await freezeRecord(text)).fingerprint).toBe(frozen.fingerprint);
      expect(text).toBe(canonicalForm(frozen.record));
    },
  );
});
