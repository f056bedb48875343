import type { RecordRanking } from './ballot-record.ts';
import { sha256Hex } from './sha256.ts';

/**
 * The canonical form of a record (decision 037): RFC 8785 JSON — keys sorted
 * by UTF-16 code units, no whitespace, strings and numbers as JSON.stringify
 * writes them — encoded as UTF-8, with no trailing newline. The one text the
 * server freezes and fingerprints, and the browser and the terminal recount.
 */
export function canonicalForm(value: unknown): string {
  // A value whose keys are already in order (a record as the server builds it
  // or as downloaded) is written by the engine's own serialiser, which RFC 8785
  // then equals, several times faster than key by key.
  if (inCanonicalOrder(value)) return JSON.stringify(value);
  return sortedText(value);
}

/**
 * Whether a value is JSON whose every object lists its keys in RFC 8785 order
 * (UTF-16 code units, which `<` compares) and whose every number is finite.
 */
function inCanonicalOrder(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (!inCanonicalOrder(item)) return false;
    return true;
  }
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return true;
  if (typeof value !== 'object') return false;
  let previous: string | null = null;
  for (const key in value) {
    if (previous !== null && !(previous < key)) return false;
    if (!inCanonicalOrder((value as Record<string, unknown>)[key])) return false;
    previous = key;
  }
  return true;
}

/** RFC 8785 key by key: an object's keys sorted (by UTF-16 code units, as `sort` compares). */
function sortedText(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError(`${value} has no canonical form: JSON numbers are finite`);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : sortedText(item))).join(',')}]`;
  }
  if (typeof value !== 'object') throw new TypeError(`A ${typeof value} has no canonical form`);
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields)
    .filter((key) => fields[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${sortedText(fields[key])}`).join(',')}}`;
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
  return sha256Hex(canonicalForm({ rankings, receipt, salt }));
}

/** A fingerprint as people read it: hex in groups of four. */
export function groupedFingerprint(hex: string): string {
  return hex.match(/.{1,4}/g)?.join(' ') ?? hex;
}
