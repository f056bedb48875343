import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Award } from '#shared/api.ts';
import type { AwardInput } from '#shared/award-schemas.ts';
import {
  type AwardsAhead,
  moveAward,
  showAhead,
  shownAwards,
  upsertAward,
  withoutAward,
} from './award-list.ts';
import { awardsApi } from './awards-api.ts';

/** The award dialog: closed, adding a new award, or editing one. */
export type AwardDialogState =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; award: Award };

/**
 * The organiser's changes to awards while voting is open: Add award and
 * Edit (one dialog), Remove (after a confirmation) and Move up / down.
 * A change shows at once, ahead of the live `awards_changed` that confirms
 * it: `shown` is the live list with the change applied, until the live list
 * moves on (every change applies by id, so applying it to a list that
 * already holds it changes nothing).
 */
export function useAwardChanges(roomId: string, adminToken: string, awards: Award[]) {
  const [ahead, setAhead] = useState<AwardsAhead | null>(null);
  const shown = shownAwards(ahead, awards);
  const [dialog, setDialog] = useState<AwardDialogState>({ mode: 'closed' });
  const [removing, setRemoving] = useState<Award | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);

  const applyAhead = (change: (current: readonly Award[]) => Award[]) =>
    setAhead((current) => showAhead(current, awards, change));

  const save = async (input: AwardInput) => {
    const answer =
      dialog.mode === 'edit'
        ? await awardsApi.update(roomId, adminToken, dialog.award.id, input)
        : await awardsApi.add(roomId, adminToken, input);
    applyAhead((current) => upsertAward(current, answer.award));
  };

  const askRemove = (award: Award) => {
    setRemoveError(null);
    setRemoving(award);
  };

  const confirmRemove = async () => {
    if (!removing || removeBusy) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await awardsApi.remove(roomId, adminToken, removing.id);
      const { id } = removing;
      applyAhead((current) => withoutAward(current, id));
      setRemoving(null);
    } catch (error) {
      setRemoveError(`Failed to remove award: ${getErrorMessage(error)}`);
    } finally {
      setRemoveBusy(false);
    }
  };

  const move = async (award: Award, step: -1 | 1) => {
    const next = moveAward(shown, award.id, step);
    if (!next) return;
    setAhead({ base: awards, awards: next });
    setMoved({ id: award.id, step });
    try {
      await awardsApi.reorder(
        roomId,
        adminToken,
        next.map((a) => a.id),
      );
    } catch (error) {
      setAhead(null);
      window.alert(`Failed to move award: ${getErrorMessage(error)}`);
    }
  };

  return {
    shown,
    dialog,
    add: () => setDialog({ mode: 'add' }),
    edit: (award: Award) => setDialog({ mode: 'edit', award }),
    closeDialog: () => setDialog({ mode: 'closed' }),
    save,
    removing,
    removeBusy,
    removeError,
    askRemove,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    /** The last move, so that the keyboard can stay on the award that moved. */
    moved,
    move,
  };
}

export type AwardChanges = ReturnType<typeof useAwardChanges>;
