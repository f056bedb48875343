import { useEffect, useMemo, useRef } from 'react';
import { useFocusAfterMove } from '#client/lib/use-focus-after-move.ts';
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

  useFocusAfterMove(changes?.moved, contestants);

  return changes ? handlers : undefined;
}
