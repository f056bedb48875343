import type { Contestant } from '#shared/api.ts';

/**
 * Moves one contestant a place up (-1) or down (+1) in the room's order:
 * every id in the new order, and the two contestants that swapped their order
 * values. Null at either end of the list, or for a contestant not in it.
 */
export function moveInOrder(
  contestants: readonly Contestant[],
  contestantId: string,
  step: -1 | 1,
): { ids: string[]; changed: Contestant[] } | null {
  const ordered = [...contestants].sort((a, b) => a.orderIndex - b.orderIndex);
  const from = ordered.findIndex((c) => c.id === contestantId);
  const to = from + step;
  const moving = ordered[from];
  const other = ordered[to];
  if (from < 0 || !moving || !other) return null;
  ordered[to] = moving;
  ordered[from] = other;
  return {
    ids: ordered.map((c) => c.id),
    changed: [
      { ...moving, orderIndex: other.orderIndex },
      { ...other, orderIndex: moving.orderIndex },
    ],
  };
}
