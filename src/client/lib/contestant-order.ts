import type { Contestant } from '#shared/api.ts';

const byOrder = (a: Contestant, b: Contestant) => a.orderIndex - b.orderIndex;

/** Adds a contestant, or replaces the one with its id, keeping the room order. */
export function upsertContestant(contestants: Contestant[], contestant: Contestant): Contestant[] {
  const others = contestants.filter((c) => c.id !== contestant.id);
  return [...others, contestant].sort(byOrder);
}

export function removeContestant(contestants: Contestant[], contestantId: string): Contestant[] {
  const kept = contestants.filter((c) => c.id !== contestantId);
  return kept.length === contestants.length ? contestants : kept;
}

/**
 * Puts the contestants in the order given by id. The order values already in
 * use are handed out again in the new order, so the largest stays the largest
 * and a contestant added later still lands last. Contestants the list does not
 * name keep their relative order after the named ones.
 */
export function reorderContestants(
  contestants: Contestant[],
  contestantIds: readonly string[],
): Contestant[] {
  const position = new Map(contestantIds.map((id, index) => [id, index]));
  const rank = (c: Contestant) => position.get(c.id) ?? contestantIds.length;
  const slots = contestants.map((c) => c.orderIndex).sort((a, b) => a - b);
  return [...contestants]
    .sort(byOrder)
    .sort((a, b) => rank(a) - rank(b))
    .map((contestant, index) => ({
      ...contestant,
      orderIndex: slots[index] ?? contestant.orderIndex,
    }));
}

/**
 * Number tables as the server did it: the contestants named get tables 1 to
 * N in the order given; any other has none (the server numbers them all, so
 * one missing was added meanwhile and has no table yet).
 */
export function numberTables(
  contestants: Contestant[],
  contestantIds: readonly string[],
): Contestant[] {
  const table = new Map(contestantIds.map((id, index) => [id, index + 1]));
  return contestants.map((contestant) => ({
    ...contestant,
    tableNumber: table.get(contestant.id) ?? null,
  }));
}
