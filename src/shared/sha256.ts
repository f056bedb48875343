import { sha256 as pureSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The one SHA-256 of the product: token hashes, sealed ballots and the ballot
 * record's fingerprint, on the server, in the browser and in the terminal.
 * NOTE: pure JS (`@noble/hashes`, audited), since a phone on plain-HTTP venue
 * Wi-Fi is not a secure context and has no crypto.subtle
 * (https://developer.mozilla.org/en-US/docs/Web/API/SubtleCrypto).
 */

/** The SHA-256 of a text's UTF-8 bytes. */
export function sha256(text: string): Uint8Array {
  return pureSha256(utf8ToBytes(text));
}

/** The SHA-256 of a text's UTF-8 bytes, in lower-case hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(text));
}
