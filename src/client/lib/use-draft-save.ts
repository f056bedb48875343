import { useRef, useState } from 'react';
import { getErrorMessage } from './error-message.ts';

/**
 * The saving of a dialog's draft: whether a save was tried (`attempted`,
 * after which each field's message follows the typing), whether one is on
 * its way, and the server's refusal (`submitError`). `generation` is bumped
 * on every reset, so the outcome of a save, or other work, for an older
 * draft is dropped.
 */
export function useDraftSave() {
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const generation = useRef(0);

  return {
    attempted,
    saving,
    submitError,
    generation,
    /** Forgets the save: the draft starts afresh. */
    resetSave: () => {
      generation.current += 1;
      setAttempted(false);
      setSaving(false);
      setSubmitError(null);
    },
    /** A save is tried: the last refusal goes, and the fields' messages follow the typing. */
    attempt: () => {
      setAttempted(true);
      setSubmitError(null);
    },
    /**
     * Sends the checked draft; true once it is saved. A refusal shows as
     * `submitError`, unless the draft was reset meanwhile.
     */
    save: async (send: () => Promise<void>): Promise<boolean> => {
      setSaving(true);
      const started = generation.current;
      try {
        await send();
        return true;
      } catch (caught) {
        if (started === generation.current) {
          setSubmitError(getErrorMessage(caught));
          setSaving(false);
        }
        return false;
      }
    },
  };
}
