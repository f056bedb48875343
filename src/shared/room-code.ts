import { ROOM_CODE_LENGTH } from './constants.ts';

/** Characters a voter may type between the groups of a room code (spaces, dashes). */
const SEPARATORS = /[\s\-‐-―]+/g;

/** The longest code a voter may type: every group separated by up to three characters. */
export const ROOM_CODE_INPUT_MAX_LENGTH = ROOM_CODE_LENGTH + 6;

/** A room code as typed by a voter, upper-cased with spaces and dashes removed. */
export function normaliseRoomCode(code: string): string {
  return code.replace(SEPARATORS, '').toUpperCase();
}

/** A room code grouped in fives for reading aloud, e.g. ABCDE-FGHIJ. */
export function formatRoomCode(code: string): string {
  return (code.match(/.{1,5}/g) ?? []).join('-');
}
