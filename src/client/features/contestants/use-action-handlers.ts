import { useEffect, useMemo, useRef } from 'react';
import type { Contestant } from '#shared/api.ts';
import type { ContestantActionHandlers } from './contestant-actions.tsx';
import type { ContestantChanges } from './use-contestant-changes.ts';

/**
 * The buttons' handlers, the same object from render to render (so a long
 * list of rows does not redraw for nothing), or none without `changes`.
 * After a move the keyboard stays on the contestant that moved: on the same
 * button, or on the other one once it reached an end.
 */
export function useActionHandlers(
  contestants: Contestant[],
  changes: ContestantChanges | undefined,
  onTeamLink?: (contestant: Contestant) => void,
): ContestantActionHandlers | undefined {
  const latest = useRef({ contestants, changes, onTeamLink });
  useEffect(() => {
    latest.current = { contestants, changes, onTeamLink };
  });
  const teams = onTeamLink !== undefined;

  const handlers = useMemo<ContestantActionHandlers>(
    () => ({
      onEdit: (contestant) => latest.current.changes?.edit(contestant),
      onRemove: (contestant) => latest.current.changes?.askRemove(contestant),
      onMove: (contestant, step) =>
        void latest.current.changes?.move(latest.current.contestants, contestant, step),
      onTeamLink: teams ? (contestant) => latest.current.onTeamLink?.(contestant) : undefined,
    }),
    [teams],
  );

  const moved = changes?.moved;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the order changes too
  useEffect(() => {
    if (!moved) return;
    // Only while the keyboard is still on that contestant's moves (or lost with a redraw).
    const active = document.activeElement;
    const onMoves = active instanceof HTMLElement && active.dataset.move?.startsWith(moved.id);
    if (active && active !== document.body && !onMoves) return;
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${direction}"]`);
    const same = button(moved.step === -1 ? 'up' : 'down');
    const other = button(moved.step === -1 ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, contestants]);

  return changes ? handlers : undefined;
}
