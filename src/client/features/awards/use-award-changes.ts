import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { useConfirmedRemoval } from '#client/lib/use-confirmed-removal.ts';
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
  const { t } = useLingui();
  const [ahead, setAhead] = useState<AwardsAhead | null>(null);
  const shown = shownAwards(ahead, awards);
  const [dialog, setDialog] = useState<AwardDialogState>({ mode: 'closed' });
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

  const removal = useConfirmedRemoval(async (award: Award) => {
    await awardsApi.remove(roomId, adminToken, award.id);
    applyAhead((current) => withoutAward(current, award.id));
  }, t`Failed to remove award`);

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
      const message = getErrorMessage(error);
      window.alert(t`Failed to move award: ${message}`);
    }
  };

  return {
    shown,
    dialog,
    add: () => setDialog({ mode: 'add' }),
    edit: (award: Award) => setDialog({ mode: 'edit', award }),
    closeDialog: () => setDialog({ mode: 'closed' }),
    save,
    ...removal,
    /** The last move, so that the keyboard can stay on the award that moved. */
    moved,
    move,
  };
}

export type AwardChanges = ReturnType<typeof useAwardChanges>;
