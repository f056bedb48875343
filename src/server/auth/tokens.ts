import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '#shared/constants.ts';

/** A fresh secret of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
