/**
 * Receipts: 16 characters of Crockford's base32 (80 random bits), shown in
 * groups of four, e.g. K7Q2-9XF4-M3TD-8WQA. The alphabet leaves out I, L, O
 * and U, so a receipt read aloud or copied by hand survives the usual slips.
 */

export const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_LENGTH = 16;
/** The longest text a receipt field accepts before normalising (spaces, dashes). */
export const RECEIPT_INPUT_MAX = 40;

function grouped(chars: string): string {
  return chars.match(/.{1,4}/g)?.join('-') ?? chars;
}

/** A receipt from 10 random bytes (80 bits: 5 bits a character). */
export function receiptFromBytes(bytes: Uint8Array): string {
  if (bytes.length * 8 < RECEIPT_LENGTH * 5)
    throw new RangeError('A receipt takes 10 random bytes');
  let chars = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && chars.length < RECEIPT_LENGTH) {
      bits -= 5;
      chars += RECEIPT_ALPHABET[(buffer >> bits) & 31];
    }
  }
  return grouped(chars);
}

/**
 * A receipt as typed, in its grouped form; null when it cannot be one. Case,
 * spaces and dashes do not matter, and O, I and L read as 0, 1 and 1.
 */
export function normaliseReceipt(input: string): string | null {
  if (input.length > RECEIPT_INPUT_MAX) return null;
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== RECEIPT_LENGTH) return null;
  for (const char of chars) if (!RECEIPT_ALPHABET.includes(char)) return null;
  return grouped(chars);
}
