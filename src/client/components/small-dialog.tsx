import { type ReactNode, useRef } from 'react';
import { keepOpenWhile, useModalDialog } from '#client/lib/use-modal-dialog.ts';
import { CancelButton } from './modal-dialog-footer.tsx';
import './modal-dialog.css';
import './small-dialog.css';

/**
 * A small native modal <dialog> (an invitation, a link, a revocation), shown while `open`.
 * Escape closes it unless `busy` (a call in flight, whose outcome it must show).
 */
export function SmallDialog({
  open,
  busy = false,
  titleId,
  describedBy,
  onClose,
  children,
}: {
  open: boolean;
  busy?: boolean;
  titleId: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { closed } = useModalDialog(dialogRef, open, onClose);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog small-dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={keepOpenWhile(busy)}
      onClose={closed}
    >
      {open && children}
    </dialog>
  );
}

/**
 * The last lines of a small dialog: its error, if any, then Cancel beside
 * the dialog's own action (`children`), both held while `busy`.
 */
export function SmallDialogActions({
  error,
  busy,
  onCancel,
  children,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="small-dialog__actions">
        <CancelButton look="secondary" busy={busy} onCancel={onCancel} />
        {children}
      </div>
    </>
  );
}
