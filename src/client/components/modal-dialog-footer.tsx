import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import './modal-dialog.css';

/**
 * The last lines of a modal dialog: its error, if any, then Cancel beside the
 * dialog's own action (`children`), Cancel held while `busy`.
 */
export function ModalDialogFooter({
  error,
  busy,
  onCancel,
  cancelRef,
  children,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <footer className="modal-dialog__footer">
      {error && (
        <div className="error-box" role="alert">
          {error}
        </div>
      )}
      <div className="modal-dialog__actions">
        <CancelButton buttonRef={cancelRef} look="ghost" busy={busy} onCancel={onCancel} />
        {children}
      </div>
    </footer>
  );
}

/** A dialog's Cancel, held while `busy`. */
export function CancelButton({
  look,
  busy,
  onCancel,
  buttonRef,
}: {
  look: 'ghost' | 'secondary';
  busy: boolean;
  onCancel: () => void;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`button button--${look}`}
      disabled={busy}
      onClick={onCancel}
    >
      <Trans context="closes a dialog without doing anything">Cancel</Trans>
    </button>
  );
}
