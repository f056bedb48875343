import { MAX_RANKINGS } from './constants.ts';
import type { TallyBallot, TallyContestant } from './tally.ts';

// The same tie order tally() falls back on, so every view lists winners alike.
const documentedOrder = (a: TallyContestant, b: TallyContestant) =>
  a.orderIndex - b.orderIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Where each contestant is ranked on a ballot (best first); unranked ones are absent. */
function placesOf(ballot: TallyBallot, known: ReadonlyMap<string, number>): Map<number, number> {
  const places = new Map<number, number>();
  for (const { contestantId, rank } of ballot.rankings) {
    const index = known.get(contestantId);
    // Only what the 3/2/1 tally would count: a rank it gives no points to says nothing here either.
    if (index === undefined || !Number.isInteger(rank) || rank < 1 || rank > MAX_RANKINGS) continue;
    places.set(index, Math.min(rank, places.get(index) ?? rank));
  }
  return places;
}

/** Ids of every Schulze winner (strongest paths, winning votes), in the contestants' order. */
export function schulzeWinners(
  contestants: readonly TallyContestant[],
  ballots: readonly TallyBallot[],
): string[] {
  const ordered = [...contestants].sort(documentedOrder);
  const known = new Map(ordered.map((contestant, index) => [contestant.id, index]));
  const n = ordered.length;
  // Flat n×n matrices: cell x·n + y holds x's count against y.
  const at = (matrix: readonly number[], x: number, y: number) => matrix[x * n + y] ?? 0;
  const preferred = new Array<number>(n * n).fill(0);

  let counted = 0;
  for (const ballot of ballots) {
    const places = placesOf(ballot, known);
    if (places.size === 0) continue;
    counted += 1;
    for (const [x, place] of places) {
      for (let y = 0; y < n; y++) {
        // Unranked contestants come last and level with each other.
        if (y !== x && place < (places.get(y) ?? Number.POSITIVE_INFINITY)) {
          preferred[x * n + y] = at(preferred, x, y) + 1;
        }
      }
    }
  }
  // With nothing ranked every contestant would "win"; there is simply no result yet.
  if (counted === 0) return [];

  const strongest = new Array<number>(n * n).fill(0);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const forward = at(preferred, x, y);
      if (x !== y && forward > at(preferred, y, x)) strongest[x * n + y] = forward;
    }
  }
  // A path is as strong as its weakest link; keep the strongest path found so far.
  for (let k = 0; k < n; k++) {
    for (let x = 0; x < n; x++) {
      if (x === k) continue;
      for (let y = 0; y < n; y++) {
        if (y === x || y === k) continue;
        const via = Math.min(at(strongest, x, k), at(strongest, k, y));
        if (via > at(strongest, x, y)) strongest[x * n + y] = via;
      }
    }
  }

  return ordered
    .filter((_, x) => ordered.every((__, y) => at(strongest, x, y) >= at(strongest, y, x)))
    .map((contestant) => contestant.id);
}
