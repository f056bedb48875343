import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseReceipt, RECEIPT_ALPHABET, receiptFromBytes } from './receipts.ts';

describe('receipts', () => {
  it('turns 80 bits into four groups of four base32 characters', () => {
    expect(receiptFromBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(receiptFromBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x08 0x42 ...: 00001 00001 00001 ... every 5 bits is 1.
    const ones = Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]);
    expect(receiptFromBytes(ones)).toBe('1111-1111-1111-1111');
  });

  it('refuses fewer than 80 bits', () => {
    expect(() => receiptFromBytes(new Uint8Array(9))).toThrow(RangeError);
  });

  it('gives distinct bytes distinct receipts, each of the alphabet', () => {
    const bytes = fc.uint8Array({ minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const ra = receiptFromBytes(a);
        expect(ra).toMatch(new RegExp(`^([${RECEIPT_ALPHABET}]{4}-){3}[${RECEIPT_ALPHABET}]{4}$`));
        expect(ra === receiptFromBytes(b)).toBe(a.every((byte, i) => byte === b[i]));
      }),
    );
  });

  it('reads a receipt however it was typed', () => {
    expect(normaliseReceipt('k7q2 9xf4 m3td 8wqa')).toBe('K7Q2-9XF4-M3TD-8WQA');
    expect(normaliseReceipt('K7Q29XF4M3TD8WQA')).toBe('K7Q2-9XF4-M3TD-8WQA');
    expect(normaliseReceipt('O0IL-0000-0000-0000')).toBe('0011-0000-0000-0000');
    expect(normaliseReceipt(' K7Q2-9XF4-M3TD-8WQA ')).toBe('K7Q2-9XF4-M3TD-8WQA');
  });

  it('turns away what cannot be a receipt', () => {
    expect(normaliseReceipt('')).toBeNull();
    expect(normaliseReceipt('K7Q2-9XF4-M3TD')).toBeNull();
    expect(normaliseReceipt('K7Q2-9XF4-M3TD-8WQU')).toBeNull();
    expect(normaliseReceipt('K7Q2-9XF4-M3TD-8WQA-')).toBe('K7Q2-9XF4-M3TD-8WQA');
    expect(normaliseReceipt('x'.repeat(41))).toBeNull();
  });
});
