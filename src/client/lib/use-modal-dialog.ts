import { type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * Opens and closes a native modal <dialog> (`dialogRef`) with `open`. Pass `closed` as the
 * dialog's onClose: when the dialog closes by itself (Escape, a form's
 * method="dialog", a Cancel that calls close()), it tells the parent.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
) {
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [dialogRef, open]);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const closed = () => {
    if (openRef.current) onCloseRef.current();
  };
  return { closed, onCloseRef };
}

/**
 * A modal dialog's onCancel: Escape while `busy` (a call in flight, whose
 * outcome the dialog must show) would drop the outcome, so the dialog stays open.
 */
export function keepOpenWhile(busy: boolean) {
  return (event: SyntheticEvent<HTMLDialogElement>) => {
    if (busy) event.preventDefault();
  };
}
