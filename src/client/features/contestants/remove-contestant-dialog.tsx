import { type SyntheticEvent, useEffect, useId, useRef } from 'react';
import type { Contestant } from '#shared/api.ts';
import '#client/components/modal-dialog.css';
import './add-contestant-dialog.css';

/**
 * Remove asks first: a modal <dialog>, open while `contestant` is set, that
 * says what removing it does to the ballots. Cancel (or Escape) keeps it.
 */
export function RemoveContestantDialog({
  contestant,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  contestant: Contestant | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The name stays while the dialog closes, so it does not flash empty.
  const lastName = useRef('');
  const name = contestant?.name ?? lastName.current;
  useEffect(() => {
    if (contestant) lastName.current = contestant.name;
  }, [contestant]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (contestant && !dialog.open) {
      dialog.showModal();
      // The safe choice first: Enter does not remove by accident.
      cancelRef.current?.focus();
    } else if (!contestant && dialog.open) dialog.close();
  }, [contestant]);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (busy) event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog contestant-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={cancel}
      onClose={() => contestant && onCancel()}
    >
      <div className="modal-dialog__header">
        <h2 id={`${id}-title`} className="modal-dialog__title">
          Remove {name}?
        </h2>
      </div>
      <div className="contestant-dialog__body">
        <p id={`${id}-text`}>
          {name} leaves the room. Voters who ranked it keep their other picks, which move up; a
          ballot left empty is deleted, and its voter is asked to rank again. This cannot be undone.
        </p>
      </div>
      <div className="contestant-dialog__footer">
        {error && (
          <div className="error-box" role="alert">
            {error}
          </div>
        )}
        <div className="contestant-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => dialogRef.current?.close()}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? 'Removing...' : 'Remove Contestant'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
