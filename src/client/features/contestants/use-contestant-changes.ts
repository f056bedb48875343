import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { useConfirmedRemoval } from '#client/lib/use-confirmed-removal.ts';
import type { Contestant } from '#shared/api.ts';
import { moveInOrder } from './contestant-moves.ts';
import type { NewContestant } from './contestant-validation.ts';
import { contestantsApi } from './contestants-api.ts';

/**
 * The organiser's changes to contestants while voting is open: Edit (the
 * contestant dialog, filled in), Remove (after a confirmation) and Move up /
 * Move down. `onChanged` shows a changed contestant ahead of the live update.
 */
export function useContestantChanges(
  roomId: string,
  adminToken: string,
  onChanged: (contestant: Contestant) => void,
) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Contestant | null>(null);
  const removal = useConfirmedRemoval(
    (contestant: Contestant) => contestantsApi.remove(roomId, adminToken, contestant.id),
    t`Failed to remove contestant`,
  );
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);

  const save = async (input: NewContestant) => {
    if (!editing) return;
    const { contestant } = await contestantsApi.update(roomId, adminToken, editing.id, input);
    onChanged(contestant);
  };

  const move = async (contestants: readonly Contestant[], contestant: Contestant, step: -1 | 1) => {
    const next = moveInOrder(contestants, contestant.id, step);
    if (!next) return;
    for (const changed of next.changed) onChanged(changed);
    setMoved({ id: contestant.id, step });
    try {
      const answer = await contestantsApi.reorder(roomId, adminToken, next.ids);
      for (const changed of answer.contestants) onChanged(changed);
    } catch (error) {
      const message = getErrorMessage(error);
      window.alert(t`Failed to move contestant: ${message}`);
    }
  };

  return {
    editing,
    edit: setEditing,
    stopEditing: () => setEditing(null),
    save,
    ...removal,
    /** The last move, so that the keyboard can stay on the contestant that moved. */
    moved,
    move,
  };
}

export type ContestantChanges = ReturnType<typeof useContestantChanges>;
