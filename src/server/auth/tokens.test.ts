import { describe, expect, it } from 'vitest';
import { hashToken, matchesToken, newToken } from './tokens.ts';

describe('matchesToken', () => {
  it('matches the hash of the same token', () => {
    const token = newToken();
    expect(matchesToken(hashToken(token), token)).toBe(true);
  });

  it('refuses another token, a truncated hash and an empty one', () => {
    const token = newToken();
    const stored = hashToken(token);
    expect(matchesToken(stored, newToken())).toBe(false);
    expect(matchesToken(stored.slice(0, 32), token)).toBe(false);
    expect(matchesToken('', token)).toBe(false);
  });

  it('refuses a hash that differs in its last byte only', () => {
    const token = newToken();
    const stored = hashToken(token);
    const last = stored.at(-1) === '0' ? '1' : '0';
    expect(matchesToken(`${stored.slice(0, -1)}${last}`, token)).toBe(false);
  });
});
