import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256, sha256Hex } from './sha256.ts';

describe('the one SHA-256', () => {
  it("hashes UTF-8 bytes as node's SHA-256 does: token hashes stored before still match", () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const node = createHash('sha256').update(text, 'utf8');
        expect(sha256Hex(text)).toBe(node.copy().digest('hex'));
        expect(Buffer.from(sha256(text))).toEqual(node.digest());
      }),
    );
  });
});
