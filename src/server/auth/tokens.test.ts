import { describe, expect, it } from 'vitest';
import { hashToken, newToken, sameHash } from './tokens.ts';

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
