import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '#shared/constants.ts';

/** A fresh secret of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether a stored hash is the hash of the token presented, compared in
 * constant time: the comparison's duration says nothing of how much matched.
 */
export function matchesToken(storedHash: string, token: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
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
  return `voter_${now}_${randomBytes(6).toString('hex')}`;
}
