import { createHmac, hash, randomFillSync, randomInt, timingSafeEqual } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '#shared/constants.ts';
import { receiptFromBytes } from '#shared/receipts.ts';

/**
 * Random bytes drawn from the CSPRNG 4 KiB at a time and handed out in
 * turn, each byte once: an id, a token or a receipt costs a copy, not a
 * call into OpenSSL each (as `crypto.randomUUID` pools its own). A join
 * makes an id and, without an idempotency key, a token.
 */
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let drawn = POOL_BYTES;

/** The next `count` (at most 4 KiB) random bytes, the caller's own copy. */
export function randomBytesPooled(count: number): Buffer {
  if (count > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} random bytes at a time`);
  if (drawn + count > POOL_BYTES) {
    randomFillSync(pool);
    drawn = 0;
  }
  const bytes = Buffer.from(pool.subarray(drawn, drawn + count));
  drawn += count;
  return bytes;
}

/** A fresh secret of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytesPooled(32).toString('base64url');
}

/**
 * The token a join or a new room hands out: a fresh one, or with the
 * client's idempotency key, the one that key always yields (HMAC-SHA-256 of
 * the purpose under the key, 256 bits like a fresh one). The same request
 * sent again thus makes the same token, whose hash the database already
 * holds (unique): the first outcome is found by it, and no second
 * participant or room is made (decision 047). Nothing but the key's holder
 * can make the token; the database keeps only its hash, as ever.
 */
export function tokenFor(key: string | undefined, purpose: 'participant' | 'admin'): string {
  if (key === undefined) return newToken();
  return createHmac('sha256', key).update(`viberank ${purpose} token`).digest('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex (the same as
 * `#shared/sha256.ts`, which the browser uses; node:crypto's is native, and
 * every authenticated request hashes its token).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Whether two token hashes are the same, compared in constant time: the
 * comparison's duration says nothing of how much of them matched.
 */
export function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A ballot's receipt: 80 random bits, owing nothing to who cast it. */
export function newReceipt(): string {
  return receiptFromBytes(randomBytesPooled(10));
}

/** A ballot's salt for a sealed record: 128 random bits, hex. */
export function newSalt(): string {
  return randomBytesPooled(16).toString('hex');
}

/** A room code: 10 random uppercase letters and digits. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  }
  return code;
}

/** A participant id, of the form the spec gives: voter_{timestamp}_{random}. */
export function newParticipantId(now: number = Date.now()): string {
  return `voter_${now}_${randomBytesPooled(6).toString('hex')}`;
}
