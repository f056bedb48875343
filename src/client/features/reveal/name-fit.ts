/** Up to this many characters, a name on the podium has the full type size. */
const FULL_SIZE_CHARACTERS = 20;

/**
 * The share of the podium's full type size a contestant's name gets: 1 up
 * to 20 characters, less beyond, so that a name of 80 takes about the room
 * of one of 20 (a name's area grows with its length times its size squared).
 * Its CSS keeps a floor in px, so that no name gets too small to read.
 */
export function nameFit(name: string): number {
  return Math.min(1, Math.sqrt(FULL_SIZE_CHARACTERS / Math.max(name.length, 1)));
}
