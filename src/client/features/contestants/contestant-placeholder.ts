/** Gradients for contestants without an image; all keep white text legible. */
export const PLACEHOLDER_GRADIENTS = [
  'linear-gradient(135deg, #6d28d9 0%, #a21caf 55%, #db2777 100%)',
  'linear-gradient(135deg, #4338ca 0%, #0e7490 100%)',
  'linear-gradient(135deg, #be185d 0%, #c2410c 100%)',
  'linear-gradient(135deg, #0f766e 0%, #4338ca 100%)',
  'linear-gradient(135deg, #7c3aed 0%, #1d4ed8 100%)',
  'linear-gradient(135deg, #a21caf 0%, #be123c 100%)',
] as const;

/** The first letter (or emoji) of a name, upper-cased; "?" for a blank name. */
export function contestantInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A small, stable string hash (FNV-1a, 32-bit). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The placeholder gradient for a contestant: stable for the same seed. */
export function placeholderGradient(seed: string): string {
  return PLACEHOLDER_GRADIENTS[hashString(seed) % PLACEHOLDER_GRADIENTS.length] ?? '';
}
