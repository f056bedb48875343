import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#shared/sha256.ts';
import { hashToken, newParticipantId, newToken, randomBytesPooled, sameHash } from './tokens.ts';

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

describe('randomBytesPooled', () => {
  it('hands out each byte once, across many refills of the pool', () => {
    const drawn = Array.from({ length: 3000 }, () => randomBytesPooled(32).toString('hex'));
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.every((hex) => hex.length === 64)).toBe(true);
  });

  it('gives the caller a copy the pool never writes to again', () => {
    const first = randomBytesPooled(16);
    const kept = Buffer.from(first);
    for (let i = 0; i < 600; i++) randomBytesPooled(16);
    expect(first.equals(kept)).toBe(true);
  });

  it('refuses more than its pool holds at once', () => {
    expect(() => randomBytesPooled(4097)).toThrow(RangeError);
    expect(randomBytesPooled(4096)).toHaveLength(4096);
  });

  it('spreads its bytes over every value, as random bytes do', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 1024; i++)
      for (const byte of randomBytesPooled(64)) counts[byte] = (counts[byte] ?? 0) + 1;
    // 65,536 bytes: 256 of each value expected; a stuck or zeroed pool is far outside.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(380);
  });

  it("makes participant ids of the spec's form, none twice", () => {
    const ids = Array.from({ length: 2000 }, () => newParticipantId(1700000000000));
    expect(ids.every((id) => /^voter_1700000000000_[0-9a-f]{12}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
