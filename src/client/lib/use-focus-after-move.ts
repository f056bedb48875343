import { useEffect } from 'react';

/** The last move of a list's item: its id and which way it went. */
export type Moved = { id: string; step: -1 | 1 };

/**
 * After a move the keyboard stays on the item that moved: on the same button
 * (`data-move="<id>:up"` or `":down"`), or on the other one once it reached an
 * end. Only while the keyboard is still on that item's moves (or lost with a
 * redraw); `order` is the list, whose change refocuses too.
 */
export function useFocusAfterMove(moved: Moved | null | undefined, order: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the order changes too
  useEffect(() => {
    if (!moved) return;
    const active = document.activeElement;
    const onMoves = active instanceof HTMLElement && active.dataset.move?.startsWith(moved.id);
    if (active && active !== document.body && !onMoves) return;
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${direction}"]`);
    const same = button(moved.step === -1 ? 'up' : 'down');
    const other = button(moved.step === -1 ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, order]);
}
