import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { keepOpenWhile } from '#client/lib/use-modal-dialog.ts';
import { ModalDialogFooter } from './modal-dialog-footer.tsx';
import './modal-dialog.css';

/** Where a removal's confirmation stands, and what its buttons do. */
export type RemoveConfirmation = {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Remove asks first: a modal <dialog>, open while `name` is set, that says
 * what removing it does. The safe choice, Cancel, has the focus; Cancel (or
 * Escape) keeps it, `confirmLabel` removes it.
 */
export function ConfirmRemoveDialog({
  name,
  describe,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  /** What removing it does, in a sentence or two. */
  describe: (name: string) => ReactNode;
  confirmLabel: string;
} & RemoveConfirmation) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The name stays while the dialog closes, so it does not flash empty.
  const lastName = useRef('');
  const removedName = name ?? lastName.current;
  const open = name !== null;
  useEffect(() => {
    if (name !== null) lastName.current = name;
  }, [name]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The safe choice first: Enter does not remove by accident.
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={keepOpenWhile(busy)}
      onClose={() => open && onCancel()}
    >
      <div className="modal-dialog__header">
        <h2 id={`${id}-title`} className="modal-dialog__title">
          <Trans>Remove {removedName}?</Trans>
        </h2>
      </div>
      <p id={`${id}-text`} className="modal-dialog__text">
        {describe(removedName)}
      </p>
      <ModalDialogFooter
        error={error}
        busy={busy}
        cancelRef={cancelRef}
        onCancel={() => dialogRef.current?.close()}
      >
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? t`Removing...` : confirmLabel}
        </button>
      </ModalDialogFooter>
    </dialog>
  );
}
