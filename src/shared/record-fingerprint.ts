import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';
import type { BallotRecord, RecordRanking } from './ballot-record.ts';

/**
 * The canonical form of a record (decision 037): RFC 8785 JSON — keys sorted
 * by UTF-16 code units, no whitespace, strings escaped as JSON.stringify does,
 * integers only — encoded as UTF-8, with no trailing newline.
 * NOTE: a pure-JS SHA-256, since phones on plain-HTTP Wi-Fi have no
 * crypto.subtle (it needs a secure context).
 */
export function canonicalForm(value: unknown): string {
  // RFC 8785 differs from JSON.stringify only in the order of keys: a value whose
  // keys are already in that order (a record as downloaded, say) is written by
  // the engine's own serialiser, several times faster than by the general one.
  if (inCanonicalOrder(value)) return JSON.stringify(value);
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('Nothing to put in canonical form');
  return text;
}

/**
 * Whether every object in a JSON value lists its keys in RFC 8785 order
 * (UTF-16 code units, which `<` compares) and every number is finite.
 */
function inCanonicalOrder(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (!inCanonicalOrder(item)) return false;
    return true;
  }
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return true;
  let previous: string | null = null;
  for (const key in value) {
    if (previous !== null && !(previous < key)) return false;
    if (!inCanonicalOrder((value as Record<string, unknown>)[key])) return false;
    previous = key;
  }
  return true;
}

/** The SHA-256 of a text's UTF-8 bytes, in lower-case hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A record's fingerprint: the SHA-256 of its canonical form. */
export function recordFingerprint(record: BallotRecord): string {
  return sha256Hex(canonicalForm(record));
}

/**
 * What a sealed record publishes for a ballot: the SHA-256 of the canonical
 * form of its receipt, rankings and salt (a secret only its voter is told, so
 * nobody can try every ranking against the hash).
 */
export function sealBallot(
  receipt: string,
  rankings: readonly RecordRanking[],
  salt: string,
): string {
  return sha256Hex(canonicalForm({ receipt, rankings, salt }));
}

/** A fingerprint as people read it: hex in groups of four. */
export function groupedFingerprint(hex: string): string {
  return hex.match(/.{1,4}/g)?.join(' ') ?? hex;
}
