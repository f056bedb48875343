import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalForm, groupedFingerprint, sealBallot, sha256Hex } from './record-fingerprint.ts';

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
  it('is RFC 8785 for any JSON value, keys in any order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalForm(value)).toBe(canonicalize(value));
        expect(canonicalForm(sorted(value))).toBe(canonicalize(value));
      }),
      { numRuns: 500 },
    );
  });

  it('orders keys by UTF-16 code units, integer-like keys too', () => {
    expect(canonicalForm({ b: 1, a: [true, null, 'é\n'], 10: 'x', 9: 'y' })).toBe(
      '{"10":"x","9":"y","a":[true,null,"é\\n"],"b":1}',
    );
    expect(canonicalForm({ '\uFB33': 2, '\u{1F600}': 1 })).toBe('{"\u{1F600}":1,"\uFB33":2}');
  });

  it("hashes UTF-8 bytes as node's SHA-256 does", () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
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
});
