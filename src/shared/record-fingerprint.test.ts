import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecordFile } from './record-file-check.ts';
import { canonicalForm, groupedFingerprint, sealBallot } from './record-fingerprint.ts';
import { isOpenBallot } from './record-lookup.ts';
import { recount } from './recount.ts';
import { sha256Hex } from './sha256.ts';

const fixture = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/**
 * JSON values and their RFC 8785 forms as the `canonicalize` package wrote
 * them, which records were fingerprinted with until this form replaced it.
 */
const FORMS = JSON.parse(fixture('./canonical-form.fixture.json')) as [unknown, string][];

/** A JSON value with its object keys sorted, as a canonical file holds them. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => [key, sorted(field)]),
  );
}

describe('the canonical form and fingerprint', () => {
  it('is RFC 8785 as records were fingerprinted with, keys in any order', () => {
    expect(FORMS.length).toBeGreaterThan(100);
    for (const [value, text] of FORMS) {
      expect(canonicalForm(value)).toBe(text);
      expect(canonicalForm(sorted(value))).toBe(text);
    }
  });

  it('writes any JSON value the same whatever the order of its keys, and reads back as it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalForm(value);
        expect(canonicalForm(sorted(value))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalForm({ b: Number.NaN, a: 1 })).toThrow(TypeError);
    expect(() => canonicalForm([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(() => canonicalForm(() => 1)).toThrow(TypeError);
  });

  it('orders keys by UTF-16 code units, integer-like keys too', () => {
    expect(canonicalForm({ b: 1, a: [true, null, 'é\n'], 10: 'x', 9: 'y' })).toBe(
      '{"10":"x","9":"y","a":[true,null,"é\\n"],"b":1}',
    );
    expect(canonicalForm({ '\uFB33': 2, '\u{1F600}': 1 })).toBe('{"\u{1F600}":1,"\uFB33":2}');
  });

  it('seals a ballot with its salt: another salt, another hash', () => {
    const rankings = [{ rank: 1, contestantId: 'a', contestantName: 'Alpha' }];
    const sealed = sealBallot('K7Q2-9XF4-M3TD-8WQA', rankings, 'salt-1');
    expect(sealed).toBe(
      sha256Hex(
        '{"rankings":[{"contestantId":"a","contestantName":"Alpha","rank":1}],"receipt":"K7Q2-9XF4-M3TD-8WQA","salt":"salt-1"}',
      ),
    );
    expect(sealBallot('K7Q2-9XF4-M3TD-8WQA', rankings, 'salt-2')).not.toBe(sealed);
  });

  it('groups a fingerprint in fours', () => {
    expect(groupedFingerprint('0123456789abcdef')).toBe('0123 4567 89ab cdef');
  });

  it.each(['published', 'sealed'])(
    'still verifies a record file downloaded before, ballots %s',
    (kind) => {
      const text = fixture(`./ballot-record-${kind}.fixture.json`);
      const raw = JSON.parse(text) as { fingerprint: string; record: unknown };
      expect(sha256Hex(canonicalForm(raw.record))).toBe(raw.fingerprint);
      const result = recount(readRecordFile(raw));
      expect(result.fingerprint).toBe(raw.fingerprint);
      expect(result.differences).toEqual([]);
    },
  );

  it('checks a sealed ballot of a record sealed before against the ballot its phone cast', () => {
    const file = readRecordFile(JSON.parse(fixture('./ballot-record-sealed.fixture.json')));
    const sealed = file.record.awards[0]?.ballots.find((b) => b.receipt === 'K7Q2-9XF4-M3TD-8WQA');
    if (!sealed || isOpenBallot(sealed)) throw new Error('the fixture holds that sealed ballot');
    const names = ['Alpha "A"', 'Bêta\\b', 'Γάμμα 🚀'];
    const rankings = names.map((contestantName, i) => ({
      contestantId: `00000000-0000-4000-8000-00000000000${i}`,
      contestantName,
      rank: i + 1,
    }));
    expect(sealBallot(sealed.receipt, rankings, 'salt-0-\u00ff')).toBe(sealed.sha256);
    expect(sealBallot(sealed.receipt, rankings, 'salt-1-\u00ff')).not.toBe(sealed.sha256);
  });
});
