import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#shared/sha256.ts';
import { hashToken, newToken, sameHash } from './tokens.ts';

describe('hashToken', () => {
  it('is the SHA-256 the rest of the product computes, for every kind of token', () => {
    for (const token of [newToken(), '', 'voter ✓ é', 'x'.repeat(300)]) {
      expect(hashToken(token)).toBe(sha256Hex(token));
    }
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('sameHash', () => {
  it('matches the hash of the same token', () => {
    const token = newToken();
    expect(sameHash(hashToken(token), hashToken(token))).toBe(true);
  });

  it('refuses another token, a truncated hash and an empty one', () => {
    const stored = hashToken(newToken());
    expect(sameHash(stored, hashToken(newToken()))).toBe(false);
    expect(sameHash(stored.slice(0, 32), stored)).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });

  it('refuses a hash that differs in its last byte only', () => {
    const stored = hashToken(newToken());
    const last = stored.at(-1) === '0' ? '1' : '0';
    expect(sameHash(stored, `${stored.slice(0, -1)}${last}`)).toBe(false);
  });
});
