import { useId, useState } from 'react';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';

/**
 * Asks before ending a rehearsal (End rehearsal while its voters vote, Go
 * live once its voting has finished): what goes, and what stays.
 */
export function EndRehearsalDialog({
  action,
  onEnd,
  onClose,
}: {
  /** The button's words, and the dialog's; null while closed. */
  action: 'End rehearsal' | 'Go live' | null;
  onEnd: () => Promise<void>;
  onClose: () => void;
}) {
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro` };

  const close = () => {
    setError(null);
    onClose();
  };

  const end = async () => {
    setEnding(true);
    setError(null);
    try {
      await onEnd();
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setEnding(false);
    }
  };

  return (
    <SmallDialog
      open={action !== null}
      busy={ending}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <div className="small-dialog__content">
        <h2 id={ids.title} className="small-dialog__title">
          {action}?
        </h2>
        <p id={ids.intro}>
          Every simulated voter, ballot and result of the rehearsal goes, and the room opens for
          voting as it was: its contestants, awards, judges and teams stay. People can join at once.
        </p>
        <SmallDialogActions error={error} busy={ending} onCancel={close}>
          <button type="button" className="button button--primary" disabled={ending} onClick={end}>
            {ending ? 'Ending...' : action}
          </button>
        </SmallDialogActions>
      </div>
    </SmallDialog>
  );
}
