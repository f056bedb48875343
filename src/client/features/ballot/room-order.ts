import type { Contestant } from '#shared/api.ts';
import type { BallotLists } from './ballot-lists.ts';

/** Whether the contestants in both lists stand in another order now than before. */
export function orderChanged(before: readonly string[], contestants: readonly Contestant[]) {
  const now = contestants.map((c) => c.id);
  const still = new Set(now);
  const was = new Set(before);
  const kept = before.filter((id) => still.has(id));
  const keptNow = now.filter((id) => was.has(id));
  return kept.some((id, index) => keptNow[index] !== id);
}

/**
 * Available Contestants in the room's order, as the organiser just set it;
 * Your Rankings stays as the participant ranked it. The same lists when
 * nothing moves.
 */
export function availableInRoomOrder(
  lists: BallotLists,
  contestants: readonly Contestant[],
): BallotLists {
  const position = new Map(contestants.map((c, index) => [c.id, index]));
  const at = (id: string) => position.get(id) ?? contestants.length;
  const available = [...lists.available].sort((a, b) => at(a) - at(b));
  return available.every((id, index) => lists.available[index] === id)
    ? lists
    : { ...lists, available };
}
